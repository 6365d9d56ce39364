/**
 * The photos of the listing form (issue #10 "Selling"): the seller's order (the first is the cover),
 * the photos of a saved listing as form items, and the photo being uploaded once it is on the server.
 */
import type { PhotoItem, SavedListing } from './types';

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
