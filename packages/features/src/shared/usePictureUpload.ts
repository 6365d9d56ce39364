import type { UploadOptions } from '@gari/client/types';
import { useCallback, useReducer, useRef } from 'react';
import { localUploadError, pictureUploadReducer, uploadFailure } from './pictureUpload';

/** Options of {@link usePictureUpload}. */
export interface PictureUploadOptions<T> {
  /** The multipart field the API names in its errors (`cover`, `logo`, `avatar`). */
  field: string;
  /** Sends the file (a client call with progress). */
  send(file: File, options: UploadOptions): Promise<T>;
  /** Called with the answer once the upload succeeded. */
  onDone?: (result: T) => void;
}

/**
 * One picture upload's state and actions (issue #16): `choose(file)` checks the size (≤ 10 MB, else
 * the error at once, nothing sent), sends with progress and ends in done or error; `retry()` sends
 * the last file again; `reset()` goes back to idle. See `./pictureUpload` for the states.
 */
export function usePictureUpload<T>({ field, send, onDone }: PictureUploadOptions<T>) {
  const [state, dispatch] = useReducer(pictureUploadReducer, { status: 'idle' });
  const last = useRef<File | null>(null);
  const choose = useCallback(
    async (file: File) => {
      last.current = file;
      const local = localUploadError(file);
      if (local) {
        dispatch({ type: 'fail', message: local, retryable: false });
        return;
      }
      dispatch({ type: 'start', fileName: file.name });
      try {
        const result = await send(file, {
          onProgress: (loaded, total) => dispatch({ type: 'progress', loaded, total }),
        });
        dispatch({ type: 'succeed' });
        onDone?.(result);
      } catch (error) {
        dispatch(uploadFailure(error, field));
      }
    },
    [field, send, onDone],
  );
  const retry = useCallback(() => {
    if (last.current) void choose(last.current);
  }, [choose]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, choose, retry, reset };
}
