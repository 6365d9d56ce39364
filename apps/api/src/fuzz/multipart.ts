/**
 * fast-check arbitraries for multipart uploads (issue #9 fuzz suite; the spareshop's photo upload,
 * `POST /marketplace/listings/{id}/photos`, takes multipart/form-data, which the OpenAPI-driven JSON
 * fuzzing cannot reach): well-formed and broken multipart bodies with real images, truncated and lying
 * images, pixel bombs, hostile names and file names, several parts, and broken framing.
 */
import fc from 'fast-check';
import sharp from 'sharp';

/** A multipart body and its content type. */
export interface MultipartCase {
  contentType: string;
  payload: Buffer;
  /** What the case holds (for the failure report). */
  label: string;
  /** True when some part is a real image file in the field `photo` (the only way to a 201). */
  realImage: boolean;
}

/** The sample files that are whole, readable images. */
export const REAL_IMAGES: readonly string[] = ['png', 'jpeg', 'webp', 'gif'];

/** CRC-32 (PNG chunks). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** `png` with the width and height of its IHDR chunk replaced (CRC fixed): a "pixel bomb" header. */
export function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** Sample files: real images, broken ones and non-images. */
export async function sampleFiles(): Promise<Record<string, Buffer>> {
  const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } });
  const png = await base.clone().png().toBuffer();
  const jpeg = await base
    .clone()
    .jpeg()
    .withExif({ IFD0: { Copyright: 'fuzz' } })
    .toBuffer();
  const webp = await base.clone().webp().toBuffer();
  const gif = await base.clone().gif().toBuffer();
  return {
    png,
    jpeg,
    webp,
    gif,
    'png truncated': png.subarray(0, Math.floor(png.length / 2)),
    'jpeg header only': jpeg.subarray(0, 20),
    'png 100000x100000 header': withPngSize(png, 100_000, 100_000),
    'png 0x0 header': withPngSize(png, 0, 0),
    'png 2^31 header': withPngSize(png, 2 ** 31 - 1, 1),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    html: Buffer.from('<html><script>alert(1)</script></html>'),
    exe: Buffer.from('MZ\u0090\u0000 this is not an image'),
    empty: Buffer.alloc(0),
    nul: Buffer.alloc(64),
  };
}

const NAMES = ['photo', 'photo', 'photo', 'photos', '', 'Photo', 'photo\u0000', 'x'.repeat(300), '__proto__'];
const FILE_NAMES = [
  'p.jpg',
  'p.png',
  undefined,
  '',
  '../../etc/passwd',
  'a\u0000.png',
  '日本 🚗.png',
  'x'.repeat(1000),
  'p.svg',
];
const TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'text/html',
  'application/octet-stream',
  undefined,
];
type Framing = 'ok' | 'no final boundary' | 'other boundary' | 'no boundary' | 'no blank line' | 'preamble';
const FRAMINGS: Framing[] = [
  'ok',
  'ok',
  'ok',
  'no final boundary',
  'other boundary',
  'no boundary',
  'no blank line',
  'preamble',
];

/** Multipart bodies built from `files` (see {@link sampleFiles}); `big` is a file over the size limit. */
export function multipartCase(files: Record<string, Buffer>, big: Buffer): fc.Arbitrary<MultipartCase> {
  const fileNames = Object.keys(files);
  const part = fc.record({
    name: fc.constantFrom(...NAMES),
    filename: fc.constantFrom(...FILE_NAMES),
    type: fc.constantFrom(...TYPES),
    file: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...fileNames) },
      { weight: 1, arbitrary: fc.constant('over the limit') },
      { weight: 2, arbitrary: fc.constant('random bytes') },
    ),
    random: fc.uint8Array({ maxLength: 512 }),
  });
  return fc
    .record({
      boundary: fc.constantFrom('fuzz', '----gari-fuzz-boundary', 'x'.repeat(70), 'a b'),
      parts: fc.array(part, { minLength: 0, maxLength: 3 }),
      framing: fc.constantFrom(...FRAMINGS),
    })
    .map(({ boundary, parts, framing }) => {
      const chunks: Buffer[] = [];
      if (framing === 'preamble') chunks.push(Buffer.from('junk before the first boundary\r\n'));
      const labels: string[] = [];
      for (const p of parts) {
        const content =
          p.file === 'over the limit'
            ? big
            : p.file === 'random bytes'
              ? Buffer.from(p.random)
              : (files[p.file] ?? Buffer.alloc(0));
        const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
        const head =
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          (framing === 'no blank line' ? '' : '\r\n');
        chunks.push(Buffer.from(head), content, Buffer.from('\r\n'));
        labels.push(
          `${JSON.stringify(p.name.slice(0, 20))}:${p.file}${p.filename === undefined ? ' (field)' : ''}`,
        );
      }
      if (framing !== 'no final boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const contentType =
        framing === 'no boundary'
          ? 'multipart/form-data'
          : framing === 'other boundary'
            ? 'multipart/form-data; boundary=not-the-one'
            : `multipart/form-data; boundary=${boundary.includes(' ') ? `"${boundary}"` : boundary}`;
      return {
        contentType,
        payload: Buffer.concat(chunks),
        label: `${framing}; parts [${labels.join(', ')}]`,
        realImage: parts.some(
          (p) => p.name === 'photo' && p.filename !== undefined && REAL_IMAGES.includes(p.file),
        ),
      };
    });
}
