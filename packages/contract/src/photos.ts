/**
 * Uploaded pictures (issue #16 "Provider pictures and prices", "Profile … avatar (same upload path)"):
 * a garage's or carwash's cover photo and logo, uploaded by its staff in `/partner`, and a member's
 * avatar. Each upload is re-encoded by the API to WebP and AVIF at three fixed widths with EXIF
 * stripped, cropped to a fixed shape (covers 16:9, logos and avatars square), so a client knows every
 * width and height before the file loads (no layout shift) and builds `srcset` / `sizes` from
 * {@link Picture}`.variants`.
 */
import { z } from 'zod';

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

/** One size of a picture: the same image as WebP and AVIF (URLs under `/api/v1/photos/`). */
export const PictureVariant = z.object({
  /** px */
  width: z.number().int(),
  /** px */
  height: z.number().int(),
  webp: z.string(),
  avif: z.string(),
});
export type PictureVariant = z.infer<typeof PictureVariant>;

/**
 * An uploaded picture: `src` (the middle WebP, for `<img src>`), the intrinsic `width` × `height` (px)
 * of its largest size (for the `width`/`height` attributes: the aspect ratio is what matters), and
 * every size, smallest first (for `srcset`).
 */
export const Picture = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(PictureVariant),
});
export type Picture = z.infer<typeof Picture>;

/** `/photos/{name}`: `<uuid>-<width>.webp` or `.avif`. */
export const PhotoNameParams = z.object({ name: z.string().min(1).max(100) });

/** `/partner/providers/{provider_id}/photos/{kind}`. */
export const ProviderPhotoParams = z.object({
  provider_id: z.coerce.number().int().positive(),
  kind: z.enum(PROVIDER_PHOTO_KINDS),
});

/** The field messages of a refused upload (`errors.<field>`, spec-style plain English). */
export const UPLOAD_MESSAGES = {
  notAnImage: 'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).',
  tooBig: `The photo may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  missing: 'Choose a photo to upload.',
} as const;
