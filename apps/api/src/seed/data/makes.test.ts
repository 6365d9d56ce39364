import { describe, expect, it } from 'vitest';
import { MAKES } from './makes';

const VEHICLE_TYPES = ['car', 'suv', 'truck', 'pickup', 'van', 'bus', 'motorbike'];
const CURRENT_YEAR = new Date().getFullYear();
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const allModels = MAKES.flatMap((make) => make.models.map((model) => ({ make: make.name, ...model })));

describe('MAKES seed data', () => {
  it('has at least 30 makes and 320 models', () => {
    expect(MAKES.length).toBeGreaterThanOrEqual(30);
    expect(allModels.length).toBeGreaterThanOrEqual(320);
  });

  it('has no duplicate make names', () => {
    const names = MAKES.map((make) => make.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('has no duplicate model names within a make', () => {
    for (const make of MAKES) {
      const names = make.models.map((model) => model.name.toLowerCase());
      const dupes = names.filter((name, i) => names.indexOf(name) !== i);
      expect(dupes, make.name).toEqual([]);
    }
  });

  it('gives every make at least one model and every name some text', () => {
    for (const make of MAKES) {
      expect(make.name.trim(), make.name).toBe(make.name);
      expect(make.models.length, make.name).toBeGreaterThan(0);
      for (const model of make.models) {
        expect(model.name.trim().length, `${make.name} model`).toBeGreaterThan(0);
        expect(model.name.trim(), `${make.name} ${model.name}`).toBe(model.name);
      }
    }
  });

  it('keeps start_year between 1960 and the current year', () => {
    const bad = allModels.filter(
      (m) => !Number.isInteger(m.start_year) || m.start_year < 1960 || m.start_year > CURRENT_YEAR,
    );
    expect(bad).toEqual([]);
  });

  it('keeps end_year null or between start_year and the current year', () => {
    const bad = allModels.filter(
      (m) =>
        m.end_year !== null &&
        (!Number.isInteger(m.end_year) || m.end_year < m.start_year || m.end_year > CURRENT_YEAR),
    );
    expect(bad).toEqual([]);
  });

  it('uses only valid vehicle types, and motorbike makes hold motorbikes', () => {
    const bad = allModels.filter((m) => !VEHICLE_TYPES.includes(m.vehicle_type));
    expect(bad).toEqual([]);
    for (const name of ['Bajaj', 'TVS', 'Honda Motorcycles', 'Yamaha']) {
      const make = MAKES.find((m) => m.name === name);
      expect(make, name).toBeDefined();
      expect(
        make?.models.every((m) => m.vehicle_type === 'motorbike'),
        name,
      ).toBe(true);
    }
  });

  it('includes the main makes of the region', () => {
    const names = new Set(MAKES.map((make) => make.name));
    for (const name of [
      'Toyota',
      'Nissan',
      'Suzuki',
      'Mitsubishi',
      'Hyundai',
      'Kia',
      'Volkswagen',
      'Mercedes-Benz',
      'Isuzu',
      'Honda',
      'Mazda',
      'Subaru',
      'Ford',
      'Land Rover',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('lists the Toyota models most seen in East Africa with their known years', () => {
    const toyota = MAKES.find((make) => make.name === 'Toyota');
    const get = (name: string) => toyota?.models.find((m) => m.name === name);
    expect(get('Land Cruiser 70')).toEqual({
      name: 'Land Cruiser 70',
      vehicle_type: 'suv',
      start_year: 1984,
      end_year: null,
    });
    for (const name of ['Corolla', 'RAV4', 'Land Cruiser Prado', 'Hilux', 'HiAce', 'Probox', 'Premio']) {
      expect(get(name), name).toBeDefined();
    }
    expect(get('Hilux')?.vehicle_type).toBe('pickup');
  });

  it('sorts makes by name and models by name', () => {
    const makeNames = MAKES.map((make) => make.name);
    expect(makeNames).toEqual([...makeNames].sort(byName));
    for (const make of MAKES) {
      const modelNames = make.models.map((model) => model.name);
      expect(modelNames, make.name).toEqual([...modelNames].sort(byName));
    }
  });
});
