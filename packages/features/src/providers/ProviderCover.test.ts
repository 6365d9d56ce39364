/** The generated covers and the price label of providers (issue #16 "Provider pictures and prices"). */
import { formatMoney } from '@gari/ui/format';
import { describe, expect, it } from 'vitest';
import { registerAllLanguages } from '../i18n';
import { t as providersT } from './messages';
import { coverColour, initialsOf, priceLabel } from './ProviderCover';

// The browser loads one language at a time; here every one at once.
registerAllLanguages();

describe('provider covers', () => {
  it('takes the initials of the first two words', () => {
    expect(initialsOf('Kigali Auto Care')).toBe('KA');
    expect(initialsOf('Kicukiro Brake & Clutch')).toBe('KB');
    expect(initialsOf('Élan Wash')).toBe('ÉW');
    expect(initialsOf('Musanze')).toBe('M');
  });

  it('gives a provider the same colour every time, and different providers different colours', () => {
    expect(coverColour({ slug: 'kigali-auto-care' })).toBe(coverColour({ slug: 'kigali-auto-care' }));
    const colours = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((slug) => coverColour({ slug })),
    );
    expect(colours.size).toBeGreaterThan(3);
  });
});

describe('priceLabel', () => {
  it('shows money from the cheapest service, never dollar signs', () => {
    expect(priceLabel({ price_from: 15000, currency: 'RWF', pricing: '$$' })).toBe('From RWF 15,000');
  });

  it('falls back to the level in words without service prices', () => {
    expect(priceLabel({ price_from: null, currency: 'RWF', pricing: '$' })).toBe('Budget');
    expect(priceLabel({ price_from: null, currency: 'RWF', pricing: '$$' })).toBe('Mid-range');
    expect(priceLabel({ price_from: null, currency: 'RWF', pricing: '$$$' })).toBe('Premium');
  });

  it('follows the language: French words and money (issue #16)', () => {
    const fr = providersT.in('fr-RW');
    const money = (amount: number, currency: string) => formatMoney(amount, currency, 'fr-RW');
    expect(priceLabel({ price_from: 15000, currency: 'RWF', pricing: '$$' }, fr, money)).toMatch(
      /^À partir de 15\s000 RWF$/,
    );
    expect(priceLabel({ price_from: null, currency: 'RWF', pricing: '$$' }, fr, money)).toBe(
      'Milieu de gamme',
    );
  });
});
