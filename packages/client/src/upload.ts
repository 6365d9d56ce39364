/**
 * Uploads with progress (issue #10 "Selling": per-photo progress). `fetch` cannot report how much of a
 * request body was sent, so a request that asks for upload progress goes through `XMLHttpRequest`
 * (`xhr.upload.onprogress`) and its answer is handed back as a standard `Response`.
 */

/** Called while a request body is sent: bytes sent so far and the body's size (0 when unknown). */
export type UploadProgress = (loaded: number, total: number) => void;

/** A `fetch` that also reports upload progress (see {@link xhrUpload}). */
export type UploadLike = (input: string, init: RequestInit, onProgress: UploadProgress) => Promise<Response>;

/** `Name: value` lines of `getAllResponseHeaders()` as `Headers`. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * `fetch(input, init)` over `XMLHttpRequest`, calling `onProgress(loaded, total)` as the body is sent.
 * Resolves with the answer as a `Response` (any status); rejects with a `TypeError` when no answer came
 * and with an `AbortError` when `init.signal` aborts, as `fetch` does.
 *
 * @returns null when `XMLHttpRequest` does not exist here (Node, workers): the caller uses `fetch`.
 */
export function xhrUpload(): UploadLike | null {
  if (typeof XMLHttpRequest === 'undefined') return null;
  return (input, init, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'POST', input);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      if (init.signal) {
        if (init.signal.aborted) {
          reject(new DOMException('The upload was aborted.', 'AbortError'));
          return;
        }
        init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
