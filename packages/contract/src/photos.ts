/**
 * Uploaded pictures (issue #16 "Provider pictures and prices", "Profile … avatar (same upload path)"):
 * a garage's or carwash's cover photo and logo, uploaded by its staff in `/partner`, and a member's
 * avatar. Each upload is re-encoded by the API to WebP and AVIF at three fixed widths with EXIF
 * stripped, cropped to a fixed shape (covers 16:9, logos and avatars square), so a client knows every
 * width and height before the file loads (no layout shift) and builds `srcset` / `sizes` from
 * {@link Picture}`.variants`.
 */
import { z } from 'zod';

// The plain sizes and messages live in `./photoRules` (no zod: the upload fields of the partner console
// and the profile load without the schemas, issue #8); re-exported here for the API and the schemas.
export {
  MAX_UPLOAD_BYTES,
  PICTURE_SIZES,
  type PictureKind,
  PROVIDER_PHOTO_KINDS,
  type ProviderPhotoKind,
  pictureHeight,
  UPLOAD_MESSAGES,
} from './photoRules';

import { PROVIDER_PHOTO_KINDS } from './photoRules';

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
