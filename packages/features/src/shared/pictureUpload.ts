/**
 * The state of one picture upload (issue #16: provider cover and logo in /partner, the avatar on
 * /profile): idle → uploading (progress 0..1) → done, or → error (a plain message; `retryable` when the
 * same file may succeed on a second try, i.e. the failure was not the file's fault). A file over
 * {@link MAX_UPLOAD_BYTES} fails before anything is sent. Pure, so every transition is tested.
 */
import { isApiError } from '@gari/client/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@gari/contract/photoRules';

/** What an upload shows. */
export type PictureUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'error'; message: string; retryable: boolean }
  | { status: 'done' };

/** What happens to an upload. */
export type PictureUploadEvent =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'fail'; message: string; retryable: boolean }
  | { type: 'succeed' }
  | { type: 'reset' };

/** The next state (progress only counts while uploading; a new start always wins). */
export function pictureUploadReducer(
  state: PictureUploadState,
  event: PictureUploadEvent,
): PictureUploadState {
  switch (event.type) {
    case 'start':
      return { status: 'uploading', progress: 0, fileName: event.fileName };
    case 'progress':
      if (state.status !== 'uploading') return state;
      return {
        ...state,
        progress: event.total > 0 ? Math.min(1, event.loaded / event.total) : state.progress,
      };
    case 'fail':
      return { status: 'error', message: event.message, retryable: event.retryable };
    case 'succeed':
      return state.status === 'uploading' ? { status: 'done' } : state;
    case 'reset':
      return { status: 'idle' };
  }
}

/** The message of a file refused before sending (too big), else null. */
export function localUploadError(file: Pick<File, 'size'>): string | null {
  return file.size > MAX_UPLOAD_BYTES ? UPLOAD_MESSAGES.tooBig : null;
}

/** Message of an upload that got no answer or a server failure. */
export const UPLOAD_FAILED_MESSAGE = 'The photo could not be uploaded. Check your connection and try again.';

/**
 * The `fail` event of a failed upload of `field`: the server's field message (not retryable: the file
 * is the problem), else a plain retryable message.
 */
export function uploadFailure(error: unknown, field: string): Extract<PictureUploadEvent, { type: 'fail' }> {
  const text = isApiError(error) ? error.errors?.[field]?.[0] : undefined;
  if (text) return { type: 'fail', message: text, retryable: false };
  const status = isApiError(error) ? error.status : 0;
  const message =
    status >= 400 && status < 500 && error instanceof Error ? error.message : UPLOAD_FAILED_MESSAGE;
  return { type: 'fail', message, retryable: status === 0 || status >= 500 || status === 429 };
}
