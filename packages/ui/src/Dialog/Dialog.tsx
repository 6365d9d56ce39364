import { type ReactNode, useId, useState } from 'react';
import {
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Button as RACButton,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal as RACModal,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import * as styles from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

/**
 * Props of `Modal`. Inside a `DialogTrigger` the open state comes from the trigger; otherwise
 * control it with `isOpen` / `onOpenChange`.
 * State attributes (@selector on overlay and modal): `[data-entering]`, `[data-exiting]`.
 */
export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** Controlled open state (omit inside `DialogTrigger`). */
  isOpen?: boolean;
  /** Called with the new open state (Esc, outside click when dismissable, `close()`). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether a click/tap outside closes it. Esc always closes unless `isKeyboardDismissDisabled`.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Max width: `sm` 24rem, `md` 32rem, `lg` 48rem.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * `center`: centred box. `sheet`: docked to the bottom on small screens (< 640 px), centred on
   * wider ones.
   * @default 'center'
   */
  placement?: 'center' | 'sheet';
  /** Extra class names on the modal box. */
  className?: string;
  /** A `Dialog` or `AlertDialog`. */
  children?: ReactNode;
}

/**
 * The modal overlay (react-aria-components `ModalOverlay` + `Modal`): traps focus, hides the rest
 * of the page from screen readers, restores focus to the trigger on close, locks page scroll.
 */
export function Modal({ size, placement, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay({ placement })}>
      <RACModal className={cx(styles.modal({ size, placement }), className)}>{children}</RACModal>
    </ModalOverlay>
  );
}

/** Props of `Dialog`: RAC Dialog props (`role`, `aria-*`, `onClose`…) plus the title. */
export interface DialogProps extends Omit<RACDialogProps, 'className' | 'children'> {
  /** Visible title; it labels the dialog (`aria-labelledby`). Rendered as an `<h2>`. */
  title: ReactNode;
  /** Content, or a function receiving `{ close }`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * Show a "Close" (×) button in the header.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * Accessible label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /** Extra class names. */
  className?: string;
}

/** A titled dialog (react-aria-components `Dialog`); put it inside `Modal`. */
export function Dialog({
  title,
  children,
  showCloseButton = true,
  closeLabel = 'Close',
  className,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            {showCloseButton ? (
              <RACButton className={styles.closeButton} aria-label={closeLabel} onPress={close}>
                <CloseIcon size={20} />
              </RACButton>
            ) : null}
          </div>
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
        </>
      )}
    </RACDialog>
  );
}

/** Props of `AlertDialog`. */
export interface AlertDialogProps extends Omit<RACDialogProps, 'className' | 'children' | 'role'> {
  /** Visible title; labels the dialog. */
  title: ReactNode;
  /** The message (describes the dialog). */
  children?: ReactNode;
  /** Label of the confirming button, e.g. 'Delete vehicle'. */
  actionLabel: string;
  /**
   * Label of the dismissing button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * Style of the confirming button.
   * @default 'danger'
   */
  variant?: 'danger' | 'primary';
  /**
   * Called when the confirming button is pressed. If it returns a promise, the button shows a
   * spinner until it settles; the dialog closes when it resolves and stays open when it rejects
   * (the caller reports the error, e.g. with a toast). Otherwise the dialog closes at once.
   */
  onAction?: () => unknown;
  /** Called when Cancel is pressed (the dialog closes too). */
  onCancel?: () => void;
  /**
   * Show the confirming button as pending (and disable Cancel), for callers that run the request
   * themselves (with `closeOnAction={false}`) and close the dialog through `Modal`'s `isOpen`.
   * @default false
   */
  isPending?: boolean;
  /**
   * Close right after a synchronous `onAction`. Set `false` when the caller closes it.
   * @default true
   */
  closeOnAction?: boolean;
  /** Extra class names. */
  className?: string;
}

/**
 * A confirmation dialog with `role="alertdialog"` (react-aria-components `Dialog`): title, message,
 * Cancel and a confirming action. Put it inside `Modal` (not dismissable by outside click).
 */
export function AlertDialog({
  title,
  children,
  actionLabel,
  cancelLabel = 'Cancel',
  variant = 'danger',
  onAction,
  onCancel,
  isPending = false,
  closeOnAction = true,
  className,
  ...props
}: AlertDialogProps) {
  const [running, setRunning] = useState(false);
  const messageId = useId();
  const pending = isPending || running;
  return (
    <RACDialog
      aria-describedby={children == null ? undefined : messageId}
      {...props}
      role="alertdialog"
      className={cx(styles.dialog, className)}
    >
      {({ close }) => {
        const act = async () => {
          const result = onAction?.();
          if (!(result instanceof Promise)) {
            // Synchronous action.
            if (closeOnAction) close();
            return;
          }
          setRunning(true);
          try {
            await result;
            close();
          } catch {
            // Stays open: the caller shows the failure.
          } finally {
            setRunning(false);
          }
        };
        return (
          <>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            <div id={messageId} className={styles.body}>
              {children}
            </div>
            <div className={styles.footer}>
              <Button
                variant="secondary"
                isDisabled={pending}
                onPress={() => {
                  onCancel?.();
                  close();
                }}
              >
                {cancelLabel}
              </Button>
              <Button variant={variant} isPending={pending} onPress={act}>
                {actionLabel}
              </Button>
            </div>
          </>
        );
      }}
    </RACDialog>
  );
}
