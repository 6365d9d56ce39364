import { DEFAULT_RATES_BASE, type ExchangeRates, RATES_CACHE_MS } from '@gari/contract/finance';
import { describe, expect, it } from 'vitest';
import { convertMinor, currencyExponent, currencyOfCountry } from './rates';
import { RATES_BASE, RATES_KEEP_MS } from './useRates';

const rates: ExchangeRates = {
  base: 'USD',
  rates: { RWF: 1452, KES: 129.2, UGX: 3475, TZS: 2455, EUR: 0.866 },
  as_of: '2026-11-02',
  source: 'demo',
  fetched_at: '2026-11-26T05:00:00.000Z',
};

describe('currencyOfCountry', () => {
  it('maps the markets and neighbours, null elsewhere', () => {
    expect(currencyOfCountry('RW')).toBe('RWF');
    expect(currencyOfCountry('KE')).toBe('KES');
    expect(currencyOfCountry('BI')).toBe('BIF');
    expect(currencyOfCountry('NG')).toBeNull();
  });
});

describe('currencyExponent', () => {
  it('follows ISO 4217', () => {
    expect(currencyExponent('RWF')).toBe(0);
    expect(currencyExponent('UGX')).toBe(0);
    expect(currencyExponent('KES')).toBe(2);
    expect(currencyExponent('USD')).toBe(2);
  });
});

describe('convertMinor', () => {
  it('converts KES cents to whole francs through the USD base', () => {
    // 4,500.50 KES / 129.2 × 1452 = 50,578.37… RWF → 50,578
    expect(convertMinor({ minor: 450050, currency: 'KES', exponent: 2 }, 'RWF', rates)).toEqual({
      minor: 50578,
      currency: 'RWF',
      exponent: 0,
    });
  });
  it('converts whole francs to cents', () => {
    // 45,500 RWF / 1452 × 129.2 = 4,048.62… KES → 404862 cents
    expect(convertMinor({ minor: 45500, currency: 'RWF', exponent: 0 }, 'KES', rates)).toEqual({
      minor: 404862,
      currency: 'KES',
      exponent: 2,
    });
  });
  it('handles the base itself and zero', () => {
    expect(convertMinor({ minor: 1000, currency: 'USD', exponent: 2 }, 'RWF', rates)?.minor).toBe(14520);
    expect(convertMinor({ minor: 0, currency: 'UGX', exponent: 0 }, 'RWF', rates)?.minor).toBe(0);
  });
  it('keeps the same currency and refuses unknown ones', () => {
    expect(convertMinor({ minor: 123, currency: 'RWF', exponent: 0 }, 'RWF', rates)?.minor).toBe(123);
    expect(convertMinor({ minor: 123, currency: 'XYZ', exponent: 2 }, 'RWF', rates)).toBeNull();
    expect(convertMinor({ minor: 123, currency: 'RWF', exponent: 0 }, 'ZAR', rates)).toBeNull();
    expect(convertMinor({ minor: 1.5, currency: 'RWF', exponent: 0 }, 'KES', rates)).toBeNull();
  });
  it('always gives an integer of minor units', () => {
    for (const minor of [1, 7, 99, 12345, 987654321]) {
      const out = convertMinor({ minor, currency: 'TZS', exponent: 2 }, 'UGX', rates);
      expect(Number.isInteger(out?.minor)).toBe(true);
    }
  });
});

describe('useRates constants', () => {
  it('match the contract (base USD, kept 12 hours)', () => {
    expect(RATES_BASE).toBe(DEFAULT_RATES_BASE);
    expect(RATES_KEEP_MS).toBe(RATES_CACHE_MS);
  });
});
