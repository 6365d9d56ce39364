/** The spareshop list's URL filters and helpers (issue #10: a filtered list is a shareable link). */
import type { Fitment } from '@gari/contract/marketplace';
import { describe, expect, it } from 'vitest';
import {
  activeMarketplaceFilterCount,
  DEFAULT_MARKETPLACE_FILTERS,
  marketCurrency,
  readMarketplaceFilters,
  toListingQuery,
  writeMarketplaceFilters,
} from './filters';
import { fitmentCovers, fitmentText, fitsText, fittingCar, whatsappHref } from './listingInfo';

const read = (q: string) => readMarketplaceFilters(new URLSearchParams(q));

describe('marketplace filters in the URL', () => {
  it('reads every filter and writes it back unchanged', () => {
    const q =
      'search=brak+pads&category=brakes&sort=newest&min_price=1000&max_price=50000&year_from=2013&year_to=2018&brand=Akebono&condition=New%2CUsed&features=OEM&fits=7';
    const f = read(q);
    expect(f).toEqual({
      search: 'brak pads',
      category: 'brakes',
      sort: 'newest',
      min_price: 1000,
      max_price: 50000,
      year_from: 2013,
      year_to: 2018,
      brand: 'Akebono',
      condition: ['New', 'Used'],
      features: ['OEM'],
      fits: 7,
    });
    expect(writeMarketplaceFilters(f).toString()).toBe(q);
    expect(activeMarketplaceFilterCount(f)).toBe(8);
  });

  it('falls back to the defaults for unknown or invalid values; defaults write an empty query', () => {
    expect(
      read('category=boats&sort=cheapest&min_price=-5&year_from=1800&condition=Mint,new&features=x&fits=abc'),
    ).toEqual({ ...DEFAULT_MARKETPLACE_FILTERS, condition: ['New'] });
    expect(writeMarketplaceFilters(DEFAULT_MARKETPLACE_FILTERS).toString()).toBe('');
    expect(read('q=oil').search).toBe('oil');
    expect(activeMarketplaceFilterCount(DEFAULT_MARKETPLACE_FILTERS)).toBe(0);
  });

  it('builds the API query: country, brand list, fits only for a member, the page size', () => {
    const f = read('search=%20pads%20&brand=Bosch,%20Denso&fits=7&category=all');
    expect(toListingQuery(f, { country: 'KE', member: false })).toEqual({
      country: 'KE',
      search: 'pads',
      category: undefined,
      sort: 'price_low',
      min_price: undefined,
      max_price: undefined,
      year_from: undefined,
      year_to: undefined,
      brand: ['Bosch', 'Denso'],
      condition: undefined,
      features: undefined,
      fits: undefined,
      limit: 12,
    });
    expect(toListingQuery(f, { member: true }).fits).toBe(7);
  });

  it('prices are in the country currency', () => {
    expect(marketCurrency('KE')).toBe('KES');
    expect(marketCurrency('UG')).toBe('UGX');
    expect(marketCurrency('NG')).toBe('RWF');
  });
});

describe('fitment and contact', () => {
  const rav4: Fitment = {
    make_id: 1,
    make: 'Toyota',
    model_id: 11,
    model: 'RAV4',
    year_from: 2013,
    year_to: 2018,
  };
  const car = { make: 'Toyota', model: 'RAV4', make_id: 1, model_id: 11, year: 2015 };

  it('a row covers a car of its make, model and years (by id, else by name)', () => {
    expect(fitmentCovers(rav4, car)).toBe(true);
    expect(fitmentCovers(rav4, { ...car, year: 2019 })).toBe(false);
    expect(fitmentCovers(rav4, { ...car, model_id: 12, model: 'Corolla' })).toBe(false);
    expect(
      fitmentCovers(rav4, { ...car, make_id: null, model_id: null, make: 'toyota', model: 'rav4' }),
    ).toBe(true);
    expect(fitmentCovers({ ...rav4, model_id: null, model: null }, { ...car, model_id: 99 })).toBe(true);
    expect(fitmentCovers(rav4, { ...car, make_id: 2 })).toBe(false);
  });

  it('the first fitting car, and the texts', () => {
    const swift = { make: 'Suzuki', model: 'Swift', make_id: 3, model_id: 31, year: 2016 };
    expect(fittingCar({ fitment: [rav4] }, [swift, car])).toBe(car);
    expect(fittingCar({ fitment: [] }, [car])).toBeNull();
    expect(fitsText(car)).toBe('Fits your 2015 Toyota RAV4');
    expect(fitmentText(rav4)).toBe('Toyota RAV4 2013–2018');
    expect(fitmentText({ ...rav4, model: null, year_to: 2013 })).toBe('Toyota all models 2013');
  });

  it('the WhatsApp link: digits only, the title and the URL in the text', () => {
    const href = whatsappHref(
      { contact_whatsapp: '+250 788 301-122', title: 'Front brake pads' },
      'https://gari.rw/marketplace/1',
    );
    expect(href).toBe(
      `https://wa.me/250788301122?text=${encodeURIComponent('Hello, is this still available? Front brake pads https://gari.rw/marketplace/1')}`,
    );
    expect(whatsappHref({ contact_whatsapp: null, title: 'x' }, '/m/1')).toBeNull();
    expect(whatsappHref({ contact_whatsapp: '12', title: 'x' }, '/m/1')).toBeNull();
  });
});
