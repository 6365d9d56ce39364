/** `listingForm` saving (`validating`, `saving`) and editing a saved listing (`loading`, `removingPhotos`). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listingFormMachine } from './machine';
import { CURRENCIES, fill, flush, listing, photo, saveValid, start } from './test-utils';
import type { ListingBody, ListingFormContext } from './types';

describe('validating and saving', () => {
  it('SAVE with bad input goes back to editing with the field errors and fixErrors', async () => {
    const h = start();
    fill(h, { price: '' });
    h.actor.send({ type: 'SAVE', status: 'published' });
    expect(h.state()).toBe('validating');
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.ctx().fieldErrors).toEqual({ price: [{ key: 'priceRequired', values: expect.any(Object) }] });
    expect(h.ctx().error).toEqual({ key: 'fixErrors' });
    expect(h.saves).toHaveLength(0);
  });

  it('an unexpected failure of validateListing is the saveFailed message', async () => {
    const machine = listingFormMachine.provide({
      actors: { validateListing: fromPromise<ListingBody, ListingFormContext>(() => Promise.reject('boom')) },
    });
    const actor = createActor(machine, { input: { currencies: CURRENCIES } }).start();
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'saveFailed' });
  });

  it('a valid SAVE sends the body (price in major units, status asked) and ends in saved', async () => {
    const h = start({ country: 'KE' });
    fill(h, { price: '4,500.50', oem_numbers: '04465-42160, 04465-0R010', brand: ' Akebono ' });
    h.actor.send({ type: 'TOGGLE_FEATURE', feature: 'Warranty' });
    h.actor.send({ type: 'FITMENT_MAKE', make: { id: 1, name: 'Toyota' } });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2013 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year: 2018 });
    h.actor.send({ type: 'FITMENT_ADD' });
    await saveValid(h, 'published');
    expect(h.saves[0]?.input).toEqual({
      listingId: null,
      body: {
        kind: 'part',
        title: 'Front brake pads',
        description: '',
        category: 'brakes',
        brand: 'Akebono',
        condition: 'New',
        features: ['Warranty'],
        oem_numbers: ['04465-42160', '04465-0R010'],
        fitment: [{ make_id: 1, model_id: null, year_from: 2013, year_to: 2018 }],
        price: 4500.5,
        country: 'KE',
        city: 'Kigali',
        stock: 1,
        contact_whatsapp: '',
        buy_url: '',
        year: null,
        mileage: null,
        fuel: '',
        transmission: '',
        make_id: null,
        model_id: null,
        status: 'published',
      },
    });
    const saved = listing({ id: 77, images: [] });
    h.saves[0]?.d.resolve(saved);
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.state()).toBe('saved');
    expect(h.ctx()).toMatchObject({ listingId: 77, mode: 'edit', listing: saved });
    expect(h.emitted).toEqual([{ type: 'saved', listing: saved }]);
  });

  it('a failed save maps the server field errors onto the fields and emits saveFailed', async () => {
    const h = start();
    fill(h, { buy_url: 'https://shop.example/pads' });
    await saveValid(h, 'draft');
    expect(h.saves[0]?.input.body).toMatchObject({ buy_url: 'https://shop.example/pads', status: 'draft' });
    h.saves[0]?.d.reject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { 'oem_numbers.0': ['Use letters, digits and dashes.'], 'fitment.0.model_id': ['Bad model.'] },
    });
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.ctx().fieldErrors).toEqual({
      oem_numbers: [{ text: 'Use letters, digits and dashes.' }],
      'fitment.0': [{ text: 'Bad model.' }],
    });
    expect(h.ctx().error).toEqual({ key: 'fixErrors' });
    expect(h.emitted).toEqual([{ type: 'saveFailed', error: { key: 'fixErrors' } }]);
  });

  it('a failure without field errors keeps the server message (network: the fallback)', async () => {
    const h = start();
    fill(h);
    await saveValid(h);
    h.saves[0]?.d.reject({ status: 409, message: 'Listing limit reached.' });
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.ctx().error).toEqual({ text: 'Listing limit reached.' });
    await saveValid(h);
    h.saves[1]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.ctx().error).toEqual({ key: 'saveFailed' });
    expect(h.saves[1]?.input.body.status).toBeUndefined();
  });
});

describe('editing a listing', () => {
  async function loaded() {
    const h = start({ listingId: 41 });
    expect(h.state()).toBe('loading');
    expect(h.loads[0]?.id).toBe(41);
    h.loads[0]?.d.resolve(listing());
    await waitFor(h.actor, (s) => s.matches('editing'));
    return h;
  }

  it('loads the listing into the form', async () => {
    const h = await loaded();
    expect(h.ctx().mode).toBe('edit');
    expect(h.ctx().values).toMatchObject({
      title: 'Front brake pads',
      price: '45500',
      oem_numbers: '04465-42160',
      stock: '3',
      contact_whatsapp: '+250788123456',
      buy_url: '',
      brand: 'Akebono',
    });
    expect(h.ctx().fitment).toHaveLength(1);
    expect(h.ctx().photos).toEqual([
      expect.objectContaining({
        key: 'image-501',
        status: 'uploaded',
        imageId: 501,
        previewUrl: '/img/501-thumb.webp',
      }),
    ]);
  });

  it('a failed load ends in loadFailed; RETRY loads again', async () => {
    const h = start({ listingId: 41 });
    h.loads[0]?.d.reject({ status: 404, message: 'Listing not found.' });
    await waitFor(h.actor, (s) => s.matches('loadFailed'));
    expect(h.ctx().error).toEqual({ text: 'Listing not found.' });
    h.actor.send({ type: 'RETRY' });
    expect(h.state()).toBe('loading');
    h.loads[1]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('loadFailed'));
    expect(h.ctx().error).toEqual({ key: 'loadFailed' });
  });

  it('removing a saved photo deletes it on save, then uploads new ones', async () => {
    const h = await loaded();
    h.actor.send({ type: 'PHOTO_REMOVE', key: 'image-501' });
    expect(h.emitted).toEqual([]);
    expect(h.ctx().removedImageIds).toEqual([501]);
    h.actor.send({ type: 'PHOTOS_ADD', photos: [photo('new.jpg')] });
    await saveValid(h);
    expect(h.saves[0]?.input.listingId).toBe(41);
    expect(h.saves[0]?.input.body.status).toBeUndefined();
    h.saves[0]?.d.resolve(listing());
    await waitFor(h.actor, (s) => s.matches('removingPhotos'));
    expect(h.deletes[0]?.input).toEqual({ listingId: 41, imageId: 501 });
    h.deletes[0]?.d.resolve(listing({ images: [] }));
    await waitFor(h.actor, (s) => s.matches('uploading'));
    expect(h.ctx().removedImageIds).toEqual([]);
  });

  it('removes several photos one by one, then ends in saved', async () => {
    const h = start({ listingId: 41 });
    h.loads[0]?.d.resolve(
      listing({
        images: [
          { id: 1, thumb_url: '/1' },
          { id: 2, thumb_url: '/2' },
        ],
      }),
    );
    await waitFor(h.actor, (s) => s.matches('editing'));
    h.actor.send({ type: 'PHOTO_REMOVE', key: 'image-1' });
    h.actor.send({ type: 'PHOTO_REMOVE', key: 'image-2' });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing());
    await waitFor(h.actor, (s) => s.matches('removingPhotos'));
    h.deletes[0]?.d.resolve(listing({ images: [{ id: 2, thumb_url: '/2' }] }));
    await waitFor(h.actor, () => h.deletes.length === 2);
    expect(h.deletes[1]?.input.imageId).toBe(2);
    h.deletes[1]?.d.resolve(listing({ images: [] }));
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.ctx().listing?.images).toEqual([]);
  });

  it('a failed removal ends in photosFailed; RETRY_PHOTOS removes again; FINISH gives up', async () => {
    const h = await loaded();
    h.actor.send({ type: 'PHOTO_REMOVE', key: 'image-501' });
    await saveValid(h);
    h.saves[0]?.d.resolve(listing());
    await waitFor(h.actor, (s) => s.matches('removingPhotos'));
    h.deletes[0]?.d.reject(new Error(''));
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    expect(h.ctx().photoError).toEqual({ key: 'removePhotoFailed' });
    h.actor.send({ type: 'RETRY_PHOTOS' });
    expect(h.state()).toBe('removingPhotos');
    h.deletes[1]?.d.reject({ status: 500, message: 'Server error' });
    await waitFor(h.actor, (s) => s.matches('photosFailed'));
    h.actor.send({ type: 'FINISH' });
    expect(h.state()).toBe('saved');
    expect(h.ctx().removedImageIds).toEqual([]);
  });

  it('an edit without photo changes ends in saved right after the update', async () => {
    const h = await loaded();
    await saveValid(h);
    h.saves[0]?.d.resolve(listing({ title: 'x' }));
    await waitFor(h.actor, (s) => s.status === 'done');
    await flush();
    expect(h.deletes).toHaveLength(0);
    expect(h.uploads).toHaveLength(0);
  });
});
