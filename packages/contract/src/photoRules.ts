/**
 * The plain rules of uploaded pictures (issue #16 "Provider pictures and prices"): the largest upload,
 * the kinds and sizes of pictures, and the messages of a refused upload. Free of zod so that the upload
 * fields can import them without the schemas (issue #8); `./photos` re-exports them.
 */

/** Largest upload accepted (bytes): 10 MB. Larger files are a 422 on the field, code `too_big`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The pictures a provider has: `cover` (16:9) and `logo` (square). */
export const PROVIDER_PHOTO_KINDS = ['cover', 'logo'] as const;
export type ProviderPhotoKind = (typeof PROVIDER_PHOTO_KINDS)[number];
/** Every kind of picture, avatars included. */
export type PictureKind = ProviderPhotoKind | 'avatar';

/**
 * Widths (px) of the three sizes of each kind, and the shape (width / height). Covers fill a card at
 * 360 px (one column on a phone) up to a wide provider page; logos and avatars are small squares.
 */
export const PICTURE_SIZES: Readonly<Record<PictureKind, { widths: readonly number[]; aspect: number }>> = {
  cover: { widths: [360, 720, 1280], aspect: 16 / 9 },
  logo: { widths: [96, 192, 384], aspect: 1 },
  avatar: { widths: [96, 192, 384], aspect: 1 },
};

/** The height (px) of a picture of `kind` at `width` px. */
export const pictureHeight = (kind: PictureKind, width: number) =>
  Math.round(width / PICTURE_SIZES[kind].aspect);

/** The field messages of a refused upload (`errors.<field>`, spec-style plain English). */
export const UPLOAD_MESSAGES = {
  notAnImage: 'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).',
  tooBig: `The photo may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  missing: 'Choose a photo to upload.',
} as const;
