import { MakeList, ModelList, SPEC_KINDS, SpecList, VEHICLE_TYPES } from '@gari/contract/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKES } from '../seed/data/makes';
import { VEHICLE_SPECS } from '../seed/reference';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';

describe.each(BACKENDS)('reference lists on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every seeded make by name, cached for an hour', async () => {
    const res = await t.app.inject({ url: '/api/v1/makes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const makes = MakeList.parse(res.json()).data;
    expect(makes.length).toBe(MAKES.length);
    expect(makes.length).toBeGreaterThanOrEqual(25);
    const names = makes.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toEqual(expect.arrayContaining(['Toyota', 'Nissan', 'Suzuki', 'Mitsubishi', 'Hyundai']));
  });

  it('serves the models of each make (300+ in all) with type and coherent years', async () => {
    const makes = MakeList.parse((await t.app.inject({ url: '/api/v1/makes' })).json()).data;
    let total = 0;
    for (const make of makes) {
      const res = await t.app.inject({ url: `/api/v1/makes/${make.id}/models` });
      expect(res.statusCode).toBe(200);
      const models = ModelList.parse(res.json()).data;
      const seeded = MAKES.find((m) => m.name === make.name);
      expect(models.map((m) => m.name).sort()).toEqual(seeded?.models.map((m) => m.name).sort());
      for (const model of models) {
        expect(model.make_id).toBe(make.id);
        expect(VEHICLE_TYPES).toContain(model.vehicle_type);
        if (model.end_year !== null) expect(model.end_year).toBeGreaterThanOrEqual(model.start_year ?? 0);
      }
      total += models.length;
    }
    expect(total).toBeGreaterThanOrEqual(300);

    const toyota = makes.find((m) => m.name === 'Toyota');
    const rav4 = ModelList.parse(
      (await t.app.inject({ url: `/api/v1/makes/${toyota?.id}/models` })).json(),
    ).data.find((m) => m.name === 'RAV4');
    expect(rav4).toMatchObject({ vehicle_type: 'suv', start_year: 1994, end_year: null });
  });

  it('answers 404 JSON for an unknown make', async () => {
    const res = await t.app.inject({ url: '/api/v1/makes/999999/models' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Make not found.' });
  });

  it.each(SPEC_KINDS)('lists /vehicle-specs/%s in display order', async (kind) => {
    const res = await t.app.inject({ url: `/api/v1/vehicle-specs/${kind}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(SpecList.parse(res.json()).data.map((s) => s.name)).toEqual(VEHICLE_SPECS[kind]);
  });

  it('has the spec lists the Add Vehicle form needs', () => {
    expect(VEHICLE_SPECS.fuels).toEqual(['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG']);
    expect(VEHICLE_SPECS.transmissions).toEqual(['Manual', 'Automatic', 'CVT', 'Semi-automatic']);
    expect(VEHICLE_SPECS['body-styles']).toEqual(
      expect.arrayContaining([
        'Sedan',
        'SUV',
        'Truck',
        'Pickup',
        'Van',
        'Bus',
        'Motorbike',
        'Hatchback',
        'Coupe',
        'Wagon',
        'Convertible',
      ]),
    );
    expect(VEHICLE_SPECS.colors.length).toBeGreaterThanOrEqual(15);
  });
});
