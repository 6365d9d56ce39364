/** `@gari/ui/Toast`: `ToastRegion`, `toast`, `createToastQueue`, `createToaster`, `toastQueue`. */
export {
  createToaster,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  MAX_VISIBLE_TOASTS,
  type ToastContent,
  type Toaster,
  type ToastOptions,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastVariant,
  toast,
  toastQueue,
} from './Toast';
