/** multipart/form-data bodies for `app.inject` in tests (convoy post images, provider photos, avatars). */

/** A file part: field `name`, declared mime `type`, the bytes and an optional file name. */
export interface FilePart {
  name: string;
  type: string;
  body: Buffer;
  filename?: string;
}

/** A multipart body of `fields` and `files` with its content-type header. */
export function multipartForm(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `gari-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [i, f] of files.entries())
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename ?? `f${i}.jpg`}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
