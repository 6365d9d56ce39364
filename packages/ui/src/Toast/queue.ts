import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

// The queue and `toast` live apart from `ToastRegion` (Toast.tsx), so code that only shows toasts
// does not load the region's react-aria components (issue #8 point 3).

/** Look of a toast: `neutral` (brand bar), `success` (green), `destructive` (red, errors). */
export type ToastVariant = 'neutral' | 'success' | 'destructive';

/** What a toast shows (spec §8 "title / text"). */
export interface ToastContent {
  /** Bold first line, e.g. 'Logged out'. */
  title: string;
  /** Optional second line, e.g. 'You have been logged out successfully.'. */
  description?: string;
  /**
   * @default 'neutral'
   */
  variant?: ToastVariant;
}

/** Options of one toast. */
export interface ToastOptions {
  /**
   * Auto-dismiss delay in ms (paused while the region is hovered or focused). `0` keeps the toast
   * until the user closes it.
   * @default 5000
   */
  timeout?: number;
  /** Called when the toast closes (timeout, close button, or `toast.close`). */
  onClose?: () => void;
}

/** The queue type (RAC `UNSTABLE_ToastQueue`) shared by `ToastRegion` and a toaster. */
export type ToastQueue = RACToastQueue<ToastContent>;

/** Default display time (spec §9: 4000 or 5000 ms depending on the wrapper; we use 5000). */
export const DEFAULT_TOAST_TIMEOUT = 5000;
/** At most this many toasts are visible; more wait in the queue (spec §9). */
export const MAX_VISIBLE_TOASTS = 3;

/**
 * Creates a toast queue (at most 3 visible). The app uses the shared `toastQueue`; tests and
 * stories create their own and pass it to `ToastRegion` and `createToaster`.
 */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new RACToastQueue<ToastContent>({
    maxVisibleToasts: options.maxVisibleToasts ?? MAX_VISIBLE_TOASTS,
  });
}

/** The API of `toast` (and of `createToaster(queue)`). Every method returns the toast key. */
export interface Toaster {
  /** Shows a toast; see `ToastContent` and `ToastOptions`. */
  add(content: ToastContent, options?: ToastOptions): string;
  /** Shows a `success` toast. */
  success(title: string, description?: string, options?: ToastOptions): string;
  /** Shows a `destructive` toast (the spec §8 error toasts). */
  error(title: string, description?: string, options?: ToastOptions): string;
  /** Closes one toast by key. */
  close(key: string): void;
  /** Removes every toast (visible and queued). */
  clear(): void;
  /** The underlying queue. */
  queue: ToastQueue;
}

/** Builds a `Toaster` over `queue`. */
export function createToaster(queue: ToastQueue): Toaster {
  const add = (content: ToastContent, options: ToastOptions = {}) => {
    const timeout = options.timeout ?? DEFAULT_TOAST_TIMEOUT;
    return queue.add(content, { onClose: options.onClose, timeout: timeout > 0 ? timeout : undefined });
  };
  return {
    add,
    success: (title, description, options) => add({ title, description, variant: 'success' }, options),
    error: (title, description, options) => add({ title, description, variant: 'destructive' }, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
    queue,
  };
}

/** The app-wide queue read by `<ToastRegion />` when no `queue` prop is given. */
export const toastQueue: ToastQueue = createToastQueue();

/**
 * Shows toasts from anywhere (no hook needed):
 * `toast.add({ title: 'Logged out', description: 'You have been logged out successfully.' })`,
 * `toast.success('Reset link sent!', 'Check your email for password reset instructions.')`,
 * `toast.error('Logout failed', 'There was an error logging out.')`.
 */
export const toast: Toaster = createToaster(toastQueue);
