import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons';
import * as styles from './Alert.css';

/** Tone of an alert. */
export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/** Props of `Alert` and `Banner`; other `<div>` attributes pass through. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * Colour, icon and live-region role: `info`/`success` → `role="status"` (polite),
   * `warning`/`danger` → `role="alert"` (assertive).
   * @default 'info'
   */
  tone?: AlertTone;
  /**
   * Whether it is a live region (announced when it appears). Set `false` for static text that is
   * part of the page from the start (then it has no role).
   * @default true
   */
  live?: boolean;
  /** Bold first line, e.g. 'Service Error'. */
  title?: ReactNode;
  /** The message, e.g. 'Failed to load vehicle.'. */
  children?: ReactNode;
  /** A button or link placed at the end (e.g. "Resend email", "Retry"). */
  action?: ReactNode;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon } as const;

function AlertBox({
  tone = 'info',
  live = true,
  title,
  children,
  action,
  className,
  banner,
  ...props
}: AlertProps & { banner: boolean }) {
  const Icon = icons[tone];
  const role = !live ? undefined : tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} {...props} data-tone={tone} className={cx(styles.alert({ tone, banner }), className)}>
      <Icon size={20} className={styles.icon({ tone })} />
      <div className={styles.content}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/**
 * An inline message (load errors, notices): tinted box with icon, optional title and action.
 * Spec §8 page texts ('Failed to load vehicle.') and AI notices ('Service Error', 'Service Notice').
 */
export function Alert(props: AlertProps) {
  return <AlertBox {...props} banner={false} />;
}

/** A full-width alert for the top of a page (e.g. the unverified-email banner with a resend button). */
export function Banner(props: AlertProps) {
  return <AlertBox {...props} banner />;
}
