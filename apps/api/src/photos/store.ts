/**
 * Uploaded pictures (issue #16 "Provider pictures and prices", Profile avatar): provider covers and
 * logos and member avatars, re-encoded by the listing photos' code path ({@link storeWebpSizes}) to
 * WebP and AVIF at the widths of `PICTURE_SIZES`, cropped to the kind's shape, EXIF stripped, kept on
 * disk under `DATA_DIR/uploads/photos` as `<uuid>-<width>.webp|avif`. A database row holds only the
 * key (`providers.cover_key`, `providers.logo_key`, `users.avatar_key`).
 *
 * No half writes ({@link replacePicture}): the new files are written first, then the row is swapped
 * in one transaction; when that fails the new files are deleted and the old picture stays, when it
 * succeeds the old files are deleted.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  PICTURE_SIZES,
  type Picture,
  type PictureKind,
  pictureHeight,
  UPLOAD_MESSAGES,
} from '@gari/contract/photos';
import type { FastifyRequest } from 'fastify';
import { HttpError, INVALID_DATA_MESSAGE, notFound } from '../errors';
import { removeWebpSizes, storeWebpSizes } from '../marketplace/images';

/** Public URL prefix of the picture files (`GET /api/v1/photos/{name}`). */
export const PHOTO_PREFIX = '/api/v1/photos';

/** Where the picture files live. */
export const photoDir = (dataDir: string) => join(dataDir, 'uploads', 'photos');

/** Formats accepted, as sharp sniffs them from the bytes (SVG, PDF and the like are refused). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff'] as const;

/** `{ '360': 360, … }`: the sizes of a kind as {@link storeWebpSizes} names them (file suffix = width). */
const sizesOf = (kind: PictureKind) =>
  Object.fromEntries(PICTURE_SIZES[kind].widths.map((w) => [String(w), w]));

/** A 422 on `field` with its plain message and stable code (`invalid_format`, `too_big`, `required`). */
export function uploadError(field: string, why: keyof typeof UPLOAD_MESSAGES): HttpError {
  const code = why === 'notAnImage' ? 'invalid_format' : why === 'tooBig' ? 'too_big' : 'required';
  return new HttpError(422, INVALID_DATA_MESSAGE, { [field]: [UPLOAD_MESSAGES[why]] }, { [field]: [code] });
}

/** The contract {@link Picture} of a stored key (null for none): URLs, widths and heights (px). */
export function pictureOf(kind: PictureKind, key: string | null): Picture | null {
  if (!key) return null;
  const variants = PICTURE_SIZES[kind].widths.map((width) => ({
    width,
    height: pictureHeight(kind, width),
    webp: `${PHOTO_PREFIX}/${key}-${width}.webp`,
    avif: `${PHOTO_PREFIX}/${key}-${width}.avif`,
  }));
  const largest = variants[variants.length - 1] as (typeof variants)[number];
  const middle = variants[1] ?? largest;
  return { src: middle.webp, width: largest.width, height: largest.height, variants };
}

/**
 * The bytes of the one file sent as multipart/form-data in `field` (at most {@link MAX_UPLOAD_BYTES};
 * the route's multipart registration sets the limit). 422 on `field`: not multipart or no file
 * (`required`), too large (`too_big`), a broken body (`invalid_format`).
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw uploadError(field, 'missing');
  try {
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (file?.fieldname !== field) throw uploadError(field, 'missing');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError(field, 'tooBig');
    throw uploadError(field, 'notAnImage');
  }
}

/**
 * Stores `input` as a picture of `kind` and swaps it in: `swap(newKey)` writes the key to the row in
 * one transaction and resolves the key it replaced (null for none). 422 on `field` for a non-image
 * (nothing written). When `swap` throws, the new files are deleted and the error rethrown (the old
 * picture stays); after it, the replaced files are deleted. Resolves the new key.
 */
export async function replacePicture(
  dir: string,
  kind: PictureKind,
  field: string,
  input: Buffer,
  swap: (key: string) => Promise<string | null>,
): Promise<string> {
  const sizes = sizesOf(kind);
  const key = await storeWebpSizes(dir, input, sizes, () => uploadError(field, 'notAnImage'), {
    aspect: PICTURE_SIZES[kind].aspect,
    avif: true,
    formats: PHOTO_FORMATS,
  });
  let old: string | null;
  try {
    old = await swap(key);
  } catch (error) {
    await removeWebpSizes(dir, key, sizes);
    throw error;
  }
  if (old) await removeWebpSizes(dir, old, sizes);
  return key;
}

/** Deletes the files of a picture of `kind` (missing files are fine). */
export function removePicture(dir: string, kind: PictureKind, key: string): Promise<void> {
  return removeWebpSizes(dir, key, sizesOf(kind));
}

/** Message of an unknown picture file: 404. */
export const PHOTO_NOT_FOUND = 'Photo not found.';

/** The bytes and type of the picture file `name` (`<uuid>-<width>.webp|avif`), else 404. */
export async function readPhoto(dir: string, name: string): Promise<{ body: Buffer; type: string }> {
  const match = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{2,4}\.(webp|avif)$/.exec(
    name,
  );
  if (!match) throw notFound(PHOTO_NOT_FOUND);
  try {
    return { body: await readFile(join(dir, name)), type: `image/${match[1]}` };
  } catch {
    throw notFound(PHOTO_NOT_FOUND);
  }
}
