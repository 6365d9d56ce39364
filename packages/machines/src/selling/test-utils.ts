/**
 * Test harness of the `listingForm` machine: a saved listing, picked photos, and the machine started
 * with every effect actor as a deferred the test settles (loads, saves, uploads, deletes, orders).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { listingFormMachine } from './machine';
import type {
  DeletePhotoInput,
  ListingFormInput,
  OrderPhotosInput,
  PickedPhoto,
  SavedListing,
  SaveListingInput,
  UploadPhotoInput,
} from './types';

/** Two market currencies: RWF without minor unit, KES with two digits. */
export const CURRENCIES = {
  RW: { currency: 'RWF', exponent: 0 },
  KE: { currency: 'KES', exponent: 2 },
} as const;

import { type Deferred, deferred } from '../testing/deferred';

export { deferred, flush } from '../testing/deferred';

/** A saved part listing (id 41, one image 501) with `over` on top. */
export function listing(over: Partial<SavedListing> = {}): SavedListing {
  return {
    id: 41,
    kind: 'part',
    status: 'published',
    title: 'Front brake pads',
    category: 'brakes',
    brand: 'Akebono',
    condition: 'New',
    features: ['OEM'],
    oem_numbers: ['04465-42160'],
    description: 'Ceramic pads.',
    price: 45500,
    country: 'RW',
    city: 'Kigali',
    stock: 3,
    contact_whatsapp: '+250788123456',
    buy_url: null,
    fitment: [{ make_id: 1, make: 'Toyota', model_id: 11, model: 'RAV4', year_from: 2013, year_to: 2018 }],
    images: [{ id: 501, thumb_url: '/img/501-thumb.webp' }],
    year: null,
    mileage: null,
    fuel: null,
    transmission: null,
    make_id: null,
    model_id: null,
    make: null,
    model: null,
    ...over,
  };
}

/** A picked file with its `blob:` preview. */
export const photo = (name: string, type = 'image/jpeg', size = 1000): PickedPhoto => ({
  file: { name, type, size },
  previewUrl: `blob:${name}`,
});

/** Starts the machine; every actor call gets a deferred the test settles. */
export function start(input: Partial<ListingFormInput> = {}) {
  const loads: { id: number; d: Deferred<SavedListing> }[] = [];
  const saves: { input: SaveListingInput; d: Deferred<SavedListing> }[] = [];
  const uploads: { input: UploadPhotoInput; d: Deferred<SavedListing> }[] = [];
  const deletes: { input: DeletePhotoInput; d: Deferred<SavedListing> }[] = [];
  const orders: { input: OrderPhotosInput; d: Deferred<SavedListing> }[] = [];
  const machine = listingFormMachine.provide({
    actors: {
      loadListing: fromPromise(({ input: i }: { input: { id: number } }) => {
        const d = deferred<SavedListing>();
        loads.push({ id: i.id, d });
        return d.promise;
      }),
      saveListing: fromPromise(({ input: i }: { input: SaveListingInput }) => {
        const d = deferred<SavedListing>();
        saves.push({ input: i, d });
        return d.promise;
      }),
      uploadPhoto: fromPromise(({ input: i }: { input: UploadPhotoInput }) => {
        const d = deferred<SavedListing>();
        uploads.push({ input: i, d });
        return d.promise;
      }),
      deletePhoto: fromPromise(({ input: i }: { input: DeletePhotoInput }) => {
        const d = deferred<SavedListing>();
        deletes.push({ input: i, d });
        return d.promise;
      }),
      orderPhotos: fromPromise(({ input: i }: { input: OrderPhotosInput }) => {
        const d = deferred<SavedListing>();
        orders.push({ input: i, d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, {
    input: { currencies: CURRENCIES, now: new Date(2025, 5, 1), ...input },
  });
  const emitted: { type: string; [k: string]: unknown }[] = [];
  actor.on('*', (e) => emitted.push(e as { type: string }));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const ctx = () => actor.getSnapshot().context;
  return { actor, loads, saves, uploads, deletes, orders, emitted, state, ctx };
}

/** What {@link start} returns. */
export type Harness = ReturnType<typeof start>;

/** Fills every required field with valid values (a RWF part). */
export function fill(h: Harness, over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    title: 'Front brake pads',
    category: 'brakes',
    condition: 'New',
    price: '45,500',
    city: 'Kigali',
    oem_numbers: '04465-42160',
    ...over,
  };
  for (const [field, value] of Object.entries(values))
    h.actor.send({ type: 'SET_FIELD', field: field as never, value });
}

/** Sends SAVE and waits for `saving` (the form must be valid). */
export async function saveValid(h: Harness, status?: 'draft' | 'published') {
  h.actor.send({ type: 'SAVE', status });
  await waitFor(h.actor, (s) => s.matches('saving'));
}
