import {
  Button as RACButton,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon } from '../internal/icons';
import { type ToastQueue, toastQueue } from './queue';
import * as styles from './Toast.css';

/** Props of `ToastRegion`. */
export interface ToastRegionProps {
  /**
   * The queue to display.
   * @default toastQueue (the one `toast` writes to)
   */
  queue?: ToastQueue;
  /**
   * Accessible name of the region (a landmark reachable with F6).
   * @default 'Notifications' (localized by RAC)
   */
  'aria-label'?: string;
  /**
   * Accessible label of each toast's close button.
   * @default 'Close'
   */
  closeLabel?: string;
}

const icons = { neutral: InfoIcon, success: SuccessIcon, destructive: DangerIcon } as const;

/**
 * Renders the toasts (react-aria-components `UNSTABLE_ToastRegion`). Render it once at the app
 * root. It portals into `document.body`, so it follows the theme class on `<html>`. Each toast
 * is an `alertdialog` whose content is a `role="alert"` live region (RAC semantics), with a close
 * button; F6 moves focus to the region, and timers pause while it is hovered or focused.
 */
export function ToastRegion({ queue = toastQueue, closeLabel = 'Close', ...props }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={styles.region} {...props}>
      {({ toast: item }) => {
        const variant = item.content.variant ?? 'neutral';
        const Icon = icons[variant];
        return (
          <RACToast toast={item} className={styles.toast({ variant })} data-variant={variant}>
            <Icon size={20} className={styles.icon({ variant })} />
            <RACToastContent className={styles.content}>
              <Text slot="title" elementType="div" className={styles.title}>
                {item.content.title}
              </Text>
              {item.content.description ? (
                <Text slot="description" elementType="div" className={styles.description}>
                  {item.content.description}
                </Text>
              ) : null}
            </RACToastContent>
            <RACButton slot="close" aria-label={closeLabel} className={styles.close}>
              <CloseIcon size={18} />
            </RACButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
