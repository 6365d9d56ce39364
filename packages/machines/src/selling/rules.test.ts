/** The listing form's pure rules: prices, OEM numbers, server fields, fitment years, the checks. */
import { describe, expect, it } from 'vitest';
import { checkListing, emptyValues, fitmentYears, formFieldOf, parsePrice, splitOemNumbers } from './rules';
import { fill, start } from './test-utils';
import type { ListingFormContext } from './types';

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
