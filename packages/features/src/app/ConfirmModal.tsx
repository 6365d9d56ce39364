import { AlertDialog, type AlertDialogProps, Modal } from '@gari/ui/Dialog';

/** Props of {@link ConfirmModal}: those of `AlertDialog` but `onAction` and `children`, plus these. */
export interface ConfirmModalProps extends Omit<AlertDialogProps, 'onAction' | 'children'> {
  /** The question's text under the title, e.g. 'This cannot be undone.'. */
  message: string;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Closes the dialog (set the open state off): on Cancel, Esc, and once the action is done. */
  onClose: () => void;
  /**
   * The confirmed action (e.g. delete the vehicle). Returning a promise keeps the dialog open with a
   * spinner until it settles, and open when it rejects (`AlertDialog`); otherwise it closes at once.
   */
  onConfirm: () => unknown;
}

/**
 * A modal that asks before a destructive action (remove a vehicle, cancel an order, delete a listing):
 * `AlertDialog` in a `Modal` whose open state the page holds. The dialog closes itself after the
 * action, which reaches the page as `onClose`.
 */
export function ConfirmModal({ isOpen, onClose, onConfirm, message, ...dialog }: ConfirmModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog {...dialog} onAction={onConfirm}>
        {message}
      </AlertDialog>
    </Modal>
  );
}
