import { AlertDialog, type AlertDialogProps, Modal } from '@gari/ui/Dialog';

/** Props of {@link ConfirmModal}: those of `AlertDialog` but `onAction` and `children`, plus these. */
export interface ConfirmModalProps extends Omit<AlertDialogProps, 'onAction' | 'children'> {
  /** The question's text under the title, e.g. 'This cannot be undone.'. */
  message: string;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Closes the dialog (set the open state off): on Cancel, Esc, and after `onConfirm`. */
  onClose: () => void;
  /** The confirmed action (e.g. delete the vehicle); the dialog closes right after. */
  onConfirm: () => void;
}

/**
 * A modal that asks before an action (remove a vehicle, cancel an order): `AlertDialog` in a `Modal`
 * whose open state the page holds. Confirming runs `onConfirm`, then `onClose`.
 */
export function ConfirmModal({ isOpen, onClose, onConfirm, message, ...dialog }: ConfirmModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog
        {...dialog}
        onAction={() => {
          onConfirm();
          onClose();
        }}
      >
        {message}
      </AlertDialog>
    </Modal>
  );
}
