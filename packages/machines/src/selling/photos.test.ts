/** `listingForm` sending photos: `uploading`, `photosFailed` and the photo order (`orderingPhotos`). */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { fill, type Harness, listing, photo, saveValid, start } from './test-utils';

describe('uploading photos', () => {
  async function savedWithPhotos(names: string[]) {
    const h = start();
    fill(h);
    h.actor.send({ type: 'PHOTOS_ADD', photos: names.map((n) => photo(n)) });
    await saveValid(h, 'published');
    h.saves[0]?.d.resolve(listing({ id: 9, images: [] }));
    await waitFor(h.actor, (s) => s.matches('uploading'));
    return h;
  }

  it('uploads one photo at a time with progress, then ends in saved', async () => {
    const h = await savedWithPhotos(['a.jpg', 'b.jpg']);
    expect(h.uploads).toHaveLength(1);
    expect(h.uploads[0]?.input).toMatchObject({
      listingId: 9,
      photo: { name: 'a.jpg', status: 'uploading' },
    });
    h.uploads[0]?.input.onProgress(512, 1024);
    expect(h.ctx().photos[0]?.progress).toBe(0.5);
    h.actor.send({ type: 'PHOTO_PROGRESS', key: h.ctx().photos[0]?.key ?? '', loaded: 1, total: 0 });
    expect(h.ctx().photos[0]?.progress).toBe(0.5);
    h.uploads[0]?.d.resolve(listing({ id: 9, images: [{ id: 700, thumb_url: '/t/700' }] }));
    await waitFor(h.actor, () => h.uploads.length === 2);
    expect(h.state()).toBe('uploading');
    expect(h.ctx().photos.map((p) => [p.status, p.imageId, p.progress])).toEqual([
      ['uploaded', 700, 1],
      ['uploading', null, 0],
    ]);
    expect(h.uploads[1]?.input.photo.name).toBe('b.jpg');
    const final = listing({
      id: 9,
      images: [
        { id: 700, thumb_url: '/t/700' },
        { id: 701, thumb_url: '/t/701' },
      ],
    });
    h.uploads[1]?.d.resolve(final);
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.ctx().photos[1]?.imageId).toBe(701);
    expect(h.emitted).toEqual([{ type: 'saved', listing: final }]);
  });

  it('a failed photo does not stop the others; the end is photosFailed with the listing kept', async () => {
    const h = await savedWithPhotos(['a.jpg', 'b.jpg']);
    h.uploads[0]?.d.reject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { photo: ['The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).'] },
    });
    await waitFor(h.actor, () => h.uploads.length === 2);
    expect(h.ctx().photos[0]).toMatchObject({
      status: 'failed',
      error: { text: 'The photo must be an image (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).' },
    });
    h.uploads[1]?.d.resolve(listing({ id: 9, images: [{ id: 702, thumb_url: '/t/702' }] }));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    expect(h.ctx().listingId).toBe(9);
    expect(h.ctx().photos.map((p) => p.status)).toEqual(['failed', 'uploaded']);
    // Only failed photos can be removed here (the uploaded one is on the listing already).
    h.actor.send({ type: 'PHOTO_REMOVE', key: h.ctx().photos[1]?.key ?? '' });
    expect(h.ctx().photos).toHaveLength(2);
    expect(h.state()).toBe('photosFailed');
  });

  it('the last photo failing (no message) ends in photosFailed with uploadFailed', async () => {
    const h = await savedWithPhotos(['a.jpg']);
    h.uploads[0]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    expect(h.ctx().photos[0]?.error).toEqual({ key: 'uploadFailed' });
  });

  it('a success after an earlier failure ends in photosFailed', async () => {
    const h = await savedWithPhotos(['a.jpg', 'b.jpg']);
    h.uploads[0]?.d.reject(new Error('Network error.'));
    await waitFor(h.actor, () => h.uploads.length === 2);
    h.uploads[1]?.d.resolve(listing({ id: 9, images: [{ id: 703, thumb_url: '/t/703' }] }));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    expect(h.ctx().photos[0]?.error).toEqual({ text: 'Network error.' });
  });

  describe('photosFailed', () => {
    async function failedOne() {
      const h = await savedWithPhotos(['a.jpg', 'b.jpg']);
      h.uploads[0]?.d.reject(new Error('Network error.'));
      await waitFor(h.actor, () => h.uploads.length === 2);
      h.uploads[1]?.d.reject(new Error('Network error.'));
      await waitFor(h.actor, (s) => s.matches('photosFailed'));
      return h;
    }

    it('RETRY_PHOTO sends that photo again (only a failed one)', async () => {
      const h = await failedOne();
      const [a] = h.ctx().photos;
      h.actor.send({ type: 'RETRY_PHOTO', key: 'unknown' });
      expect(h.state()).toBe('photosFailed');
      h.actor.send({ type: 'RETRY_PHOTO', key: a?.key ?? '' });
      expect(h.state()).toBe('uploading');
      expect(h.uploads).toHaveLength(3);
      expect(h.uploads[2]?.input.photo.name).toBe('a.jpg');
      h.uploads[2]?.d.resolve(listing({ id: 9, images: [{ id: 710, thumb_url: '/t/710' }] }));
      await waitFor(h.actor, (s) => s.matches('photosFailed'));
      expect(h.ctx().photos.map((p) => p.status)).toEqual(['uploaded', 'failed']);
    });

    it('RETRY_PHOTOS sends every failed photo again', async () => {
      const h = await failedOne();
      h.actor.send({ type: 'RETRY_PHOTOS' });
      expect(h.state()).toBe('uploading');
      h.uploads[2]?.d.resolve(listing({ id: 9, images: [{ id: 720, thumb_url: '/t/720' }] }));
      await waitFor(h.actor, () => h.uploads.length === 4);
      h.uploads[3]?.d.resolve(
        listing({
          id: 9,
          images: [
            { id: 720, thumb_url: '/t/720' },
            { id: 721, thumb_url: '/t/721' },
          ],
        }),
      );
      await waitFor(h.actor, (s) => s.status === 'done');
      expect(h.ctx().photos.map((p) => p.imageId)).toEqual([720, 721]);
    });

    it('PHOTO_REMOVE drops a failed photo; removing the last problem ends in saved', async () => {
      const h = await failedOne();
      const [a, b] = h.ctx().photos;
      h.actor.send({ type: 'PHOTO_REMOVE', key: a?.key ?? '' });
      expect(h.state()).toBe('photosFailed');
      expect(h.ctx().photos).toHaveLength(1);
      h.actor.send({ type: 'PHOTO_REMOVE', key: b?.key ?? '' });
      expect(h.state()).toBe('saved');
      expect(h.emitted.map((e) => e.type)).toEqual(['photoDiscarded', 'photoDiscarded', 'saved']);
    });

    it('FINISH keeps the listing without the failed photos', async () => {
      const h = await failedOne();
      h.actor.send({ type: 'FINISH' });
      expect(h.state()).toBe('saved');
      expect(h.ctx().photos).toEqual([]);
    });

    it('EDIT goes back to the form; the next SAVE updates the listing and sends the photos again', async () => {
      const h = await failedOne();
      h.actor.send({ type: 'EDIT' });
      expect(h.state()).toBe('editing');
      h.actor.send({ type: 'SET_FIELD', field: 'title', value: 'Front brake pads (pair)' });
      await saveValid(h);
      expect(h.saves[1]?.input).toMatchObject({ listingId: 9, body: { title: 'Front brake pads (pair)' } });
      expect(h.ctx().photos.map((p) => p.status)).toEqual(['pending', 'pending']);
      h.saves[1]?.d.resolve(listing({ id: 9, images: [] }));
      await waitFor(h.actor, (s) => s.matches('uploading'));
    });
  });
});

describe('photo order (the first photo is the cover)', () => {
  const img = (id: number) => ({ id, thumb_url: `/${id}` });
  async function withPhotos(ids: number[]) {
    const h = start({ listingId: 41 });
    h.loads[0]?.d.resolve(listing({ images: ids.map(img) }));
    await waitFor(h.actor, (s) => s.matches('editing'));
    return h;
  }
  const keys = (h: Harness) => h.ctx().photos.map((p) => p.key);

  it('PHOTO_MOVE moves a photo one place earlier or later; moves past either end are ignored', async () => {
    const h = await withPhotos([1, 2, 3]);
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-3', by: -1 });
    expect(keys(h)).toEqual(['image-1', 'image-3', 'image-2']);
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-1', by: 1 });
    expect(keys(h)).toEqual(['image-3', 'image-1', 'image-2']);
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-3', by: -1 });
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-2', by: 1 });
    h.actor.send({ type: 'PHOTO_MOVE', key: 'nope', by: 1 });
    expect(keys(h)).toEqual(['image-3', 'image-1', 'image-2']);
  });

  it('a new order is sent after the update (orderingPhotos), then saved', async () => {
    const h = await withPhotos([1, 2, 3]);
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-3', by: -1 });
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-3', by: -1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [1, 2, 3].map(img) }));
    await waitFor(h.actor, (s) => s.matches('orderingPhotos'));
    expect(h.orders[0]?.input).toEqual({ listingId: 41, imageIds: [3, 1, 2] });
    const ordered = listing({ images: [3, 1, 2].map(img) });
    h.orders[0]?.d.resolve(ordered);
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.ctx().listing).toEqual(ordered);
    expect(h.emitted).toEqual([{ type: 'saved', listing: ordered }]);
  });

  it('the same order as the server sends nothing more', async () => {
    const h = await withPhotos([1, 2]);
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-2', by: -1 });
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-2', by: 1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [1, 2].map(img) }));
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.orders).toHaveLength(0);
  });

  it('a new photo moved to the cover is uploaded, then the order is sent with its new id', async () => {
    const h = await withPhotos([501]);
    h.actor.send({ type: 'PHOTOS_ADD', photos: [photo('front.jpg')] });
    const added = h.ctx().photos[1]?.key ?? '';
    h.actor.send({ type: 'PHOTO_MOVE', key: added, by: -1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [img(501)] }));
    await waitFor(h.actor, (s) => s.matches('uploading'));
    h.uploads[0]?.d.resolve(listing({ images: [img(501), img(900)] }));
    await waitFor(h.actor, (s) => s.matches('orderingPhotos'));
    expect(h.orders[0]?.input.imageIds).toEqual([900, 501]);
  });

  it('after a removal the order is sent too', async () => {
    const h = await withPhotos([1, 2, 3]);
    h.actor.send({ type: 'PHOTO_REMOVE', key: 'image-1' });
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-3', by: -1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [1, 2, 3].map(img) }));
    await waitFor(h.actor, (s) => s.matches('removingPhotos'));
    h.deletes[0]?.d.resolve(listing({ images: [2, 3].map(img) }));
    await waitFor(h.actor, (s) => s.matches('orderingPhotos'));
    expect(h.orders[0]?.input.imageIds).toEqual([3, 2]);
  });

  it('a failed order ends in photosFailed; RETRY_PHOTOS sends it again; FINISH keeps the listing as is', async () => {
    const h = await withPhotos([1, 2]);
    h.actor.send({ type: 'PHOTO_MOVE', key: 'image-2', by: -1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [1, 2].map(img) }));
    await waitFor(h.actor, (s) => s.matches('orderingPhotos'));
    h.orders[0]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    expect(h.ctx().photoError).toEqual({ key: 'orderFailed' });
    h.actor.send({ type: 'RETRY_PHOTOS' });
    expect(h.state()).toBe('orderingPhotos');
    expect(h.orders[1]?.input.imageIds).toEqual([2, 1]);
    h.orders[1]?.d.reject({ status: 500, message: 'Server error' });
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    h.actor.send({ type: 'FINISH' });
    expect(h.state()).toBe('saved');
    expect(h.orders).toHaveLength(2);
  });

  it('FINISH after a failed upload still sends the order of the photos that made it', async () => {
    const h = await withPhotos([1]);
    h.actor.send({ type: 'PHOTOS_ADD', photos: [photo('a.jpg'), photo('b.jpg')] });
    const [, a, b] = keys(h);
    h.actor.send({ type: 'PHOTO_MOVE', key: b ?? '', by: -1 });
    h.actor.send({ type: 'PHOTO_MOVE', key: b ?? '', by: -1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [img(1)] }));
    await waitFor(h.actor, (s) => s.matches('uploading'));
    h.uploads[0]?.d.resolve(listing({ images: [img(1), img(7)] }));
    await waitFor(h.actor, () => h.uploads.length === 2);
    expect(h.uploads[1]?.input.photo.key).toBe(a);
    h.uploads[1]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    h.actor.send({ type: 'FINISH' });
    expect(h.state()).toBe('orderingPhotos');
    expect(h.orders[0]?.input.imageIds).toEqual([7, 1]);
  });

  it('removing the last failed photo sends the order when it is still to send', async () => {
    const h = await withPhotos([1]);
    h.actor.send({ type: 'PHOTOS_ADD', photos: [photo('a.jpg'), photo('b.jpg')] });
    const [, a, b] = keys(h);
    h.actor.send({ type: 'PHOTO_MOVE', key: a ?? '', by: -1 });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ images: [img(1)] }));
    await waitFor(h.actor, (s) => s.matches('uploading'));
    h.uploads[0]?.d.resolve(listing({ images: [img(1), img(7)] }));
    await waitFor(h.actor, () => h.uploads.length === 2);
    h.uploads[1]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    h.actor.send({ type: 'PHOTO_REMOVE', key: b ?? '' });
    expect(h.state()).toBe('orderingPhotos');
    expect(h.orders[0]?.input.imageIds).toEqual([7, 1]);
  });
});
