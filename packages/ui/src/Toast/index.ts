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
  type ToastVariant,
  toast,
  toastQueue,
} from './queue';
export { ToastRegion, type ToastRegionProps } from './Toast';
