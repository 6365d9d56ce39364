/** `listingForm` in `editing`: fields, the fitment picker, picked photos and a car for sale. */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { checkListing, emptyValues } from './rules';
import { fill, type Harness, listing, photo, saveValid, start } from './test-utils';
import type { ListingFormContext } from './types';

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
