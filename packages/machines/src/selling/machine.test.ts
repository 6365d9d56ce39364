import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listingFormMachine } from './machine';
import { checkListing, emptyValues, fitmentYears, formFieldOf, parsePrice, splitOemNumbers } from './rules';
import type {
  DeletePhotoInput,
  ListingBody,
  ListingFormContext,
  ListingFormInput,
  OrderPhotosInput,
  PickedPhoto,
  SavedListing,
  SaveListingInput,
  UploadPhotoInput,
} from './types';

const CURRENCIES = {
  RW: { currency: 'RWF', exponent: 0 },
  KE: { currency: 'KES', exponent: 2 },
} as const;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

function listing(over: Partial<SavedListing> = {}): SavedListing {
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

const photo = (name: string, type = 'image/jpeg', size = 1000): PickedPhoto => ({
  file: { name, type, size },
  previewUrl: `blob:${name}`,
});

/** Starts the machine; every actor call gets a deferred the test settles. */
function start(input: Partial<ListingFormInput> = {}) {
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

type Harness = ReturnType<typeof start>;

/** Fills every required field with valid values (a RWF part). */
function fill(h: Harness, over: Record<string, string> = {}) {
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

async function saveValid(h: Harness, status?: 'draft' | 'published') {
  h.actor.send({ type: 'SAVE', status });
  await waitFor(h.actor, (s) => s.matches('saving'));
}

describe('pure rules', () => {
  it('parses prices as integers of the minor unit', () => {
    expect(parsePrice('45,500', 0)).toBe(45500);
    expect(parsePrice(' 4 500.50 ', 2)).toBe(450050);
    expect(parsePrice('4500.5', 2)).toBe(450050);
    expect(parsePrice('12.0', 0)).toBe(12);
    expect(parsePrice('12.5', 0)).toBe('priceDecimals');
    expect(parsePrice('1.005', 2)).toBe('priceDecimals');
    expect(parsePrice('', 0)).toBe('priceRequired');
    expect(parsePrice('abc', 0)).toBe('priceInvalid');
    expect(parsePrice('-5', 0)).toBe('priceInvalid');
    expect(parsePrice('0', 0)).toBe('priceInvalid');
    expect(parsePrice('100000000001', 0)).toBe('priceTooLarge');
    expect(parsePrice('99999999999999999999', 0)).toBe('priceTooLarge');
  });

  it('splits OEM numbers on commas, semicolons and lines, without duplicates', () => {
    expect(splitOemNumbers('04465-42160, 04465-0R010;\n04465-42160 ,,')).toEqual([
      '04465-42160',
      '04465-0R010',
    ]);
    expect(splitOemNumbers('  ')).toEqual([]);
  });

  it('maps server fields onto form fields', () => {
    expect(formFieldOf('oem_numbers.2')).toBe('oem_numbers');
    expect(formFieldOf('fitment.1.model_id')).toBe('fitment.1');
    expect(formFieldOf('fitment')).toBe('fitment');
    expect(formFieldOf('price')).toBe('price');
  });

  it('offers fitment years of the model, else current year down to 1960', () => {
    const draft = { make: { id: 1, name: 'Toyota' }, model: null, year_from: null, year_to: null };
    expect(fitmentYears(draft, 2025)[0]).toBe(2025);
    expect(fitmentYears(draft, 2025).at(-1)).toBe(1960);
    const years = fitmentYears(
      { ...draft, model: { id: 11, name: 'RAV4', start_year: 2013, end_year: 2018 } },
      2025,
    );
    expect(years).toEqual([2018, 2017, 2016, 2015, 2014, 2013]);
  });

  it('checks every field as the contract does and names the field', () => {
    const h = start();
    fill(h, {
      title: 'ab',
      category: '',
      condition: '',
      brand: 'x'.repeat(61),
      price: '12.5',
      stock: '1.5',
      city: 'K',
      contact_whatsapp: 'call me',
      buy_url: 'shop.example',
      oem_numbers: 'ok-123, ?bad',
    });
    const result = checkListing({ ...h.ctx(), values: { ...h.ctx().values, description: 'd'.repeat(4001) } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v[0]?.key]))).toEqual({
      title: 'titleShort',
      category: 'categoryRequired',
      condition: 'conditionRequired',
      brand: 'brandLong',
      description: 'descriptionLong',
      oem_numbers: 'oemInvalid',
      price: 'priceDecimals',
      stock: 'stockInvalid',
      city: 'cityRequired',
      contact_whatsapp: 'whatsappInvalid',
      buy_url: 'buyUrlInvalid',
    });
    expect(result.errors.oem_numbers?.[0]).toEqual({ key: 'oemInvalid', values: { number: '?bad' } });
    expect(result.errors.price?.[0]).toMatchObject({ values: { currency: 'RWF', digits: 0 } });
  });

  it('refuses long titles and cities, short OEM numbers, more than 10 numbers and 20 fitment rows', () => {
    const base = start().ctx();
    const errorKeys = (ctx: ListingFormContext) => {
      const r = checkListing(ctx);
      return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v[0]?.key]));
    };
    const values = { ...emptyValues('RW'), category: 'engine', condition: 'Used', price: '10' };
    expect(
      errorKeys({
        ...base,
        values: { ...values, title: 't'.repeat(121), city: 'c'.repeat(81), oem_numbers: 'ab' },
      }),
    ).toEqual({ title: 'titleLong', city: 'cityLong', oem_numbers: 'oemLength' });
    const many = Array.from({ length: 11 }, (_, i) => `OEM-${i}00`).join(',');
    const rows = Array.from({ length: 21 }, (_, i) => ({
      make_id: 1,
      make: 'Toyota',
      model_id: null,
      model: null,
      year_from: 1990 + i,
      year_to: 1990 + i,
    }));
    expect(
      errorKeys({
        ...base,
        values: { ...values, title: 'Pump', city: 'Kigali', oem_numbers: many },
        fitment: rows,
      }),
    ).toEqual({ oem_numbers: 'oemTooMany', fitment: 'fitmentTooMany' });
    expect(
      errorKeys({ ...base, values: { ...values, title: 'Pump', city: 'Kigali', country: 'XX' } }),
    ).toEqual({
      country: 'countryRequired',
    });
  });
});

describe('new listing: editing', () => {
  it('starts in editing with an empty form in the given country', () => {
    const h = start({ country: 'KE', defaults: { city: 'Nairobi' } });
    expect(h.state()).toBe('editing');
    expect(h.ctx().mode).toBe('create');
    expect(h.ctx().values).toMatchObject({ country: 'KE', city: 'Nairobi', stock: '1', title: '' });
    expect(start({ country: 'NG' }).ctx().values.country).toBe('RW');
  });

  it('SET_FIELD changes a value and clears its error; a new country clears the price error', async () => {
    const h = start();
    h.actor.send({ type: 'SAVE' });
    await waitFor(h.actor, (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(h.ctx().fieldErrors.title).toBeDefined();
    h.actor.send({ type: 'SET_FIELD', field: 'title', value: 'Brake pads' });
    expect(h.ctx().values.title).toBe('Brake pads');
    expect(h.ctx().fieldErrors.title).toBeUndefined();
    expect(h.ctx().fieldErrors.price).toBeDefined();
    h.actor.send({ type: 'SET_FIELD', field: 'country', value: 'KE' });
    expect(h.ctx().fieldErrors.price).toBeUndefined();
  });

  it('TOGGLE_FEATURE ticks and unticks', () => {
    const h = start();
    h.actor.send({ type: 'TOGGLE_FEATURE', feature: 'OEM' });
    h.actor.send({ type: 'TOGGLE_FEATURE', feature: 'Warranty' });
    expect(h.ctx().values.features).toEqual(['OEM', 'Warranty']);
    h.actor.send({ type: 'TOGGLE_FEATURE', feature: 'OEM' });
    expect(h.ctx().values.features).toEqual(['Warranty']);
  });
});

describe('fitment picker', () => {
  const toyota = { id: 1, name: 'Toyota' };
  const rav4 = { id: 11, name: 'RAV4', start_year: 1994, end_year: null };

  it('model and years need a make; make clears model and years; model clears years', () => {
    const h = start();
    h.actor.send({ type: 'FITMENT_MODEL', model: rav4 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2013 });
    expect(h.ctx().fitmentDraft).toEqual({ make: null, model: null, year_from: null, year_to: null });
    h.actor.send({ type: 'FITMENT_MAKE', make: toyota });
    h.actor.send({ type: 'FITMENT_MODEL', model: rav4 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2013 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year: 2018 });
    expect(h.ctx().fitmentDraft).toEqual({ make: toyota, model: rav4, year_from: 2013, year_to: 2018 });
    h.actor.send({ type: 'FITMENT_MODEL', model: null });
    expect(h.ctx().fitmentDraft).toEqual({ make: toyota, model: null, year_from: null, year_to: null });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2013 });
    h.actor.send({ type: 'FITMENT_MAKE', make: { id: 2, name: 'Nissan' } });
    expect(h.ctx().fitmentDraft).toEqual({
      make: { id: 2, name: 'Nissan' },
      model: null,
      year_from: null,
      year_to: null,
    });
  });

  it('FITMENT_ADD adds the row and empties the picker; refusals say why', () => {
    const h = start();
    h.actor.send({ type: 'FITMENT_ADD' });
    expect(h.ctx().fitmentError?.key).toBe('fitmentIncomplete');
    h.actor.send({ type: 'FITMENT_MAKE', make: toyota });
    expect(h.ctx().fitmentError).toBeNull();
    h.actor.send({ type: 'FITMENT_MODEL', model: rav4 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2018 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year: 2013 });
    h.actor.send({ type: 'FITMENT_ADD' });
    expect(h.ctx().fitmentError?.key).toBe('fitmentYears');
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2013 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year: 2018 });
    h.actor.send({ type: 'FITMENT_ADD' });
    expect(h.ctx().fitment).toEqual([
      { make_id: 1, make: 'Toyota', model_id: 11, model: 'RAV4', year_from: 2013, year_to: 2018 },
    ]);
    expect(h.ctx().fitmentDraft.make).toBeNull();
    for (const [bound, year] of [
      ['from', 2013],
      ['to', 2018],
    ] as const) {
      if (bound === 'from') {
        h.actor.send({ type: 'FITMENT_MAKE', make: toyota });
        h.actor.send({ type: 'FITMENT_MODEL', model: rav4 });
      }
      h.actor.send({ type: 'FITMENT_YEAR', bound, year });
    }
    h.actor.send({ type: 'FITMENT_ADD' });
    expect(h.ctx().fitmentError?.key).toBe('fitmentDuplicate');
    expect(h.ctx().fitment).toHaveLength(1);
  });

  it('refuses a 21st row', () => {
    const h = start();
    for (let i = 0; i < 21; i++) {
      h.actor.send({ type: 'FITMENT_MAKE', make: toyota });
      h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 1990 + i });
      h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year: 1990 + i });
      h.actor.send({ type: 'FITMENT_ADD' });
    }
    expect(h.ctx().fitment).toHaveLength(20);
    expect(h.ctx().fitmentError).toEqual({ key: 'fitmentTooMany', values: { max: 20 } });
  });

  it('FITMENT_REMOVE drops the row and moves the later rows’ errors up', async () => {
    const h = start();
    for (const year of [2010, 2011, 2012]) {
      h.actor.send({ type: 'FITMENT_MAKE', make: toyota });
      h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year });
      h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year });
      h.actor.send({ type: 'FITMENT_ADD' });
    }
    fill(h);
    await saveValid(h);
    h.saves[0]?.d.reject({
      status: 422,
      message: 'The given data was invalid.',
      errors: {
        'fitment.0.make_id': ['Unknown make.'],
        'fitment.2.model_id': ['The model is not of that make.'],
      },
    });
    await waitFor(h.actor, (s) => s.matches('editing'));
    h.actor.send({ type: 'FITMENT_REMOVE', index: 1 });
    expect(h.ctx().fitment.map((f) => f.year_from)).toEqual([2010, 2012]);
    expect(h.ctx().fieldErrors).toEqual({
      'fitment.0': [{ text: 'Unknown make.' }],
      'fitment.1': [{ text: 'The model is not of that make.' }],
    });
  });
});

describe('photos in the form', () => {
  it('PHOTOS_ADD previews images; refuses non-images, files over 8 MB and a seventh photo', () => {
    const h = start();
    h.actor.send({
      type: 'PHOTOS_ADD',
      photos: [photo('a.jpg'), photo('notes.pdf', 'application/pdf'), photo('b.png', 'image/png')],
    });
    expect(h.ctx().photos.map((p) => [p.name, p.status, p.previewUrl])).toEqual([
      ['a.jpg', 'pending', 'blob:a.jpg'],
      ['b.png', 'pending', 'blob:b.png'],
    ]);
    expect(h.ctx().photoError).toEqual({ key: 'photoNotImage', values: { name: 'notes.pdf' } });
    h.actor.send({ type: 'PHOTOS_ADD', photos: [photo('huge.jpg', 'image/jpeg', 9 * 1024 * 1024)] });
    expect(h.ctx().photoError).toEqual({ key: 'photoTooLarge', values: { name: 'huge.jpg', mb: 8 } });
    h.actor.send({ type: 'PHOTOS_ADD', photos: ['c', 'd', 'e', 'f', 'g'].map((n) => photo(`${n}.jpg`)) });
    expect(h.ctx().photos).toHaveLength(6);
    expect(h.ctx().photoError).toEqual({ key: 'photosTooMany', values: { max: 6 } });
    h.actor.send({ type: 'PHOTOS_ADD', photos: [] });
    expect(h.ctx().photoError).toBeNull();
  });

  it('PHOTO_REMOVE drops a picked photo and hands its preview back', () => {
    const h = start();
    h.actor.send({ type: 'PHOTOS_ADD', photos: [photo('a.jpg'), photo('b.jpg')] });
    const key = h.ctx().photos[0]?.key ?? '';
    h.actor.send({ type: 'PHOTO_REMOVE', key });
    expect(h.ctx().photos.map((p) => p.name)).toEqual(['b.jpg']);
    expect(h.emitted).toEqual([{ type: 'photoDiscarded', previewUrl: 'blob:a.jpg' }]);
    h.actor.send({ type: 'PHOTO_REMOVE', key: 'unknown' });
    expect(h.ctx().photos).toHaveLength(1);
  });
});

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

describe('a car for sale (category vehicles)', () => {
  const toyota = { id: 1, name: 'Toyota' };
  const rav4 = { id: 11, name: 'RAV4', start_year: 2013, end_year: 2018 };
  const fillCar = (h: Harness) => {
    fill(h, { title: '2015 Toyota RAV4', category: 'vehicles', condition: 'Used', price: '18,500,000' });
    h.actor.send({ type: 'CAR_MAKE', make: toyota });
    h.actor.send({ type: 'CAR_MODEL', model: rav4 });
    for (const [field, value] of [
      ['year', '2015'],
      ['mileage', '85,000'],
      ['fuel', 'Petrol'],
      ['transmission', 'Automatic'],
    ] as const)
      h.actor.send({ type: 'SET_FIELD', field, value });
  };

  it('SAVE without the car fields names each of them', async () => {
    const h = start();
    fill(h, { category: 'vehicles', oem_numbers: '' });
    h.actor.send({ type: 'SAVE', status: 'published' });
    await waitFor(h.actor, (s) => s.matches('editing') && h.ctx().error !== null);
    expect(Object.keys(h.ctx().fieldErrors).sort()).toEqual(
      ['fuel', 'make_id', 'mileage', 'transmission', 'year'].sort(),
    );
    expect(h.ctx().fieldErrors.mileage).toEqual([{ key: 'mileageInvalid', values: { max: 5_000_000 } }]);
    expect(h.saves).toHaveLength(0);
  });

  it('a model is required after the make; mileage must be whole km up to 5,000,000', () => {
    const h = start();
    fillCar(h);
    h.actor.send({ type: 'CAR_MAKE', make: toyota });
    const check = (ctx: ListingFormContext) => checkListing(ctx);
    const noModel = check(h.ctx());
    expect(noModel.ok ? {} : noModel.errors).toMatchObject({
      model_id: [{ key: 'carModelRequired' }],
      year: [{ key: 'yearRequired' }],
    });
    h.actor.send({ type: 'CAR_MODEL', model: rav4 });
    h.actor.send({ type: 'SET_FIELD', field: 'year', value: '2015' });
    h.actor.send({ type: 'SET_FIELD', field: 'mileage', value: '5000001' });
    const far = check(h.ctx());
    expect(far.ok ? {} : far.errors).toEqual({
      mileage: [{ key: 'mileageInvalid', values: { max: 5_000_000 } }],
    });
  });

  it('CAR_MAKE clears the model and year; CAR_MODEL keeps a year the model was made in, else clears it', () => {
    const h = start();
    fillCar(h);
    expect(h.ctx().car).toEqual({ make: toyota, model: rav4 });
    h.actor.send({ type: 'CAR_MODEL', model: { ...rav4, id: 12, name: 'Corolla', start_year: 2010 } });
    expect(h.ctx().values.year).toBe('2015');
    h.actor.send({
      type: 'CAR_MODEL',
      model: { ...rav4, id: 13, name: 'C-HR', start_year: 2017, end_year: 2024 },
    });
    expect(h.ctx().values.year).toBe('');
    h.actor.send({ type: 'CAR_MAKE', make: { id: 2, name: 'Nissan' } });
    expect(h.ctx().car).toEqual({ make: { id: 2, name: 'Nissan' }, model: null });
  });

  it('CAR_MODEL without a make is ignored', () => {
    const h = start();
    h.actor.send({ type: 'CAR_MODEL', model: rav4 });
    expect(h.ctx().car).toEqual({ make: null, model: null });
  });

  it('a valid car sends kind car with make, model, year, mileage, fuel, transmission and no fitment', async () => {
    const h = start();
    fillCar(h);
    // A fitment row picked before switching to a car is not sent.
    h.actor.send({ type: 'FITMENT_MAKE', make: toyota });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'from', year: 2013 });
    h.actor.send({ type: 'FITMENT_YEAR', bound: 'to', year: 2018 });
    h.actor.send({ type: 'FITMENT_ADD' });
    h.actor.send({ type: 'SET_FIELD', field: 'stock', value: '3' });
    await saveValid(h, 'published');
    expect(h.saves[0]?.input.body).toMatchObject({
      kind: 'car',
      category: 'vehicles',
      brand: 'Toyota',
      oem_numbers: [],
      fitment: [],
      stock: 1,
      price: 18_500_000,
      year: 2015,
      mileage: 85_000,
      fuel: 'Petrol',
      transmission: 'Automatic',
      make_id: 1,
      model_id: 11,
    });
  });

  it('editing a saved car fills the car fields and its make and model', async () => {
    const h = start({ listingId: 90 });
    const car = listing({
      id: 90,
      kind: 'car',
      category: 'vehicles',
      fitment: [],
      oem_numbers: [],
      year: 2015,
      mileage: 85000,
      fuel: 'Diesel',
      transmission: 'Manual',
      make_id: 1,
      model_id: 11,
      make: 'Toyota',
      model: 'RAV4',
    });
    h.loads[0]?.d.resolve(car);
    await waitFor(h.actor, (s) => s.matches('editing'));
    expect(h.ctx().values).toMatchObject({
      year: '2015',
      mileage: '85000',
      fuel: 'Diesel',
      transmission: 'Manual',
    });
    expect(h.ctx().car).toEqual({
      make: { id: 1, name: 'Toyota' },
      model: { id: 11, name: 'RAV4', start_year: null, end_year: null },
    });
    expect(emptyValues('RW')).toMatchObject({ year: '', mileage: '', fuel: '', transmission: '' });
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
