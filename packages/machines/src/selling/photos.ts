/**
 * The photos of the listing form (issue #10 "Selling"): picking, removing and moving them, the
 * seller's order (the first is the cover), the photos of a saved listing as form items, and the
 * upload of each (progress, uploaded, failed, queued again). Pure functions over the photo list and
 * context updates the `listingForm` machine assigns.
 */
import { msg, readFailure, withoutField } from '../shared';
import type {
  ListingFormContext,
  ListingFormEventOf,
  PhotoItem,
  SavedListing,
  SellingMessage,
} from './types';

type Update = Partial<ListingFormContext>;

let keySeq = 0;
const nextPhotoKey = () => `photo-${++keySeq}`;

/** The photo order the seller set: the server ids of the uploaded photos, in the form's order. */
export const photoOrder = (photos: readonly PhotoItem[]): number[] =>
  photos.map((p) => p.imageId).filter((id): id is number => id !== null);

/** `photos` with the one being uploaded marked uploaded as image of `after` (what `markUploaded` does). */
export function withUploaded(photos: PhotoItem[], after: SavedListing): PhotoItem[] {
  const current = photos.find((p) => p.status === 'uploading');
  if (!current) return photos;
  return setPhoto(photos, current.key, {
    status: 'uploaded',
    progress: 1,
    error: null,
    imageId: newImageId(photos, after),
  });
}

/**
 * True when the listing's photos on the server (`listing.images`, cover first) are not in the order
 * the seller set in the form, so the save ends by sending it (`orderingPhotos`).
 */
export function photoOrderDiffers(photos: PhotoItem[], listing: SavedListing | null): boolean {
  if (!listing) return false;
  const wanted = photoOrder(photos);
  const server = listing.images.map((i) => i.id);
  return wanted.length === server.length && wanted.some((id, i) => id !== server[i]);
}

/** Photos of a saved listing, as uploaded items of the form. */
export function photosOf(listing: SavedListing): PhotoItem[] {
  return listing.images.map((img) => ({
    key: `image-${img.id}`,
    name: `Photo ${img.id}`,
    previewUrl: img.thumb_url,
    status: 'uploaded' as const,
    progress: 1,
    error: null,
    imageId: img.id,
    file: null,
  }));
}

/** The first image of `after` that `before` did not have (the photo just uploaded). */
export function newImageId(before: PhotoItem[], after: SavedListing): number | null {
  const known = new Set(before.map((p) => p.imageId).filter((id): id is number => id !== null));
  const added = after.images.filter((img) => !known.has(img.id));
  return added.length > 0 ? (added[added.length - 1]?.id ?? null) : null;
}

export const setPhoto = (photos: PhotoItem[], key: string, patch: Partial<PhotoItem>): PhotoItem[] =>
  photos.map((p) => (p.key === key ? { ...p, ...patch } : p));

/**
 * `PHOTOS_ADD`: the picked files as pending photos after the others; a file that is not an image,
 * is over `maxPhotoBytes` or would make more than `maxPhotos` is refused with `photoError`.
 */
export function addPicked(
  context: ListingFormContext,
  { photos: picked }: ListingFormEventOf<'PHOTOS_ADD'>,
): Update {
  const accepted: PhotoItem[] = [];
  let problem: SellingMessage | null = null;
  for (const { file, previewUrl } of picked) {
    if (!file.type.startsWith('image/')) problem = msg('photoNotImage', { name: file.name });
    else if (file.size > context.maxPhotoBytes)
      problem = msg('photoTooLarge', { name: file.name, mb: Math.round(context.maxPhotoBytes / 1048576) });
    else if (context.photos.length + accepted.length >= context.maxPhotos)
      problem = msg('photosTooMany', { max: context.maxPhotos });
    else {
      accepted.push({
        key: nextPhotoKey(),
        name: file.name,
        previewUrl,
        status: 'pending',
        progress: 0,
        error: null,
        imageId: null,
        file,
      });
    }
  }
  return {
    photos: [...context.photos, ...accepted],
    photoError: problem,
    fieldErrors: withoutField(context.fieldErrors, 'photo'),
  };
}

/** `PHOTO_REMOVE`: drops the photo; a saved one is remembered for deletion on the next save. */
export function removePhoto(
  context: ListingFormContext,
  { key }: ListingFormEventOf<'PHOTO_REMOVE'>,
): Update {
  const photo = context.photos.find((p) => p.key === key);
  if (!photo) return {};
  const removedImageIds =
    photo.imageId !== null ? [...context.removedImageIds, photo.imageId] : context.removedImageIds;
  return { photos: context.photos.filter((p) => p.key !== key), removedImageIds, photoError: null };
}

/** `PHOTO_MOVE`: the photo one place earlier (-1) or later (1); a move past either end changes nothing. */
export function movePhoto(
  { photos }: ListingFormContext,
  { key, by }: ListingFormEventOf<'PHOTO_MOVE'>,
): Update {
  const from = photos.findIndex((p) => p.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= photos.length) return {};
  const moved = [...photos];
  const [photo] = moved.splice(from, 1);
  if (photo) moved.splice(to, 0, photo);
  return { photos: moved };
}

/** Every failed photo back to pending (a new save or `RETRY_PHOTOS` sends them again). */
export const requeueFailed = (photos: PhotoItem[]): PhotoItem[] =>
  photos.map((p) =>
    p.status === 'failed' ? { ...p, status: 'pending' as const, progress: 0, error: null } : p,
  );

/** The next pending photo marked uploading (entry of `uploading`). */
export function startNextUpload(photos: PhotoItem[]): PhotoItem[] {
  const next = photos.find((p) => p.status === 'pending');
  return next ? setPhoto(photos, next.key, { status: 'uploading', progress: 0 }) : photos;
}

/** `PHOTO_PROGRESS`: the photo's progress, `loaded / total` bytes clamped to 0…1 (no change when total ≤ 0). */
export function withProgress(
  { photos }: ListingFormContext,
  { key, loaded, total }: ListingFormEventOf<'PHOTO_PROGRESS'>,
): Update {
  if (total <= 0) return {};
  return { photos: setPhoto(photos, key, { progress: Math.max(0, Math.min(1, loaded / total)) }) };
}

/** `RETRY_PHOTO`: the failed photo back to pending. */
export const requeuePhoto = (
  { photos }: ListingFormContext,
  { key }: ListingFormEventOf<'RETRY_PHOTO'>,
): Update => ({
  photos: setPhoto(photos, key, { status: 'pending', progress: 0, error: null }),
});

/** The photo being uploaded marked failed, with the server's photo error, else its message or 'uploadFailed'. */
export function withUploadFailed(photos: PhotoItem[], error: unknown): PhotoItem[] {
  const current = photos.find((p) => p.status === 'uploading');
  if (!current) return photos;
  const f = readFailure(error, 'uploadFailed');
  return setPhoto(photos, current.key, {
    status: 'failed',
    progress: 0,
    error: f.fieldErrors.photo?.[0] ?? f.message,
  });
}
