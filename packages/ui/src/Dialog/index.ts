/** `@gari/ui/Dialog`: `Modal`, `Dialog`, `AlertDialog`, `DialogTrigger` (RAC). */
export {
  AlertDialog,
  type AlertDialogProps,
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  Modal,
  type ModalProps,
} from './Dialog';
