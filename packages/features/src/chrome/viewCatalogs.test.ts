/**
 * The catalogs of the home page, the chrome, the booking wizard and the vehicle pages (issue #16
 * "Locale"): every language gives every English key with a text of the same kind, no text is empty,
 * and a translator read in a member's locale ('fr-RW', 'rw-RW', 'sw-KE') answers in that language.
 */
import { LANGUAGES } from '@gari/contract/locale';
import { LocalizedStringDictionary, LocalizedStringFormatter } from '@internationalized/string';
import { describe, expect, it } from 'vitest';
import { bookingT } from '../booking/messages';
import { bookingPageT } from '../booking/pageMessages';
import { homeT } from '../home/messages';
import homeRw from '../home/messages.rw.json';
import { registerAllLanguages } from '../i18n';
import type { CatalogText } from '../shared/messages';
import { csvT } from '../vehicles/csv/messages';
import { vehiclesT } from '../vehicles/messages';
import vehiclesRw from '../vehicles/messages.rw.json';
import { remindersT } from '../vehicles/reminders/messages';
import { carStatusT } from '../vehicles/statusMessages';
import { chromeT } from './messages';

// The other languages are chunks the browser loads on choice; here, every one at once.
registerAllLanguages();

const CATALOGS: Record<string, Record<string, Record<string, CatalogText>>> = {
  home: homeT.catalog,
  chrome: chromeT.catalog,
  booking: bookingT.catalog,
  bookingPage: bookingPageT.catalog,
  vehicles: vehiclesT.catalog,
  carStatus: carStatusT.catalog,
  reminders: remindersT.catalog,
  csv: csvT.catalog,
};

/** Values enough for every function text of these catalogs. */
const SAMPLE = {
  n: 2,
  count: 5,
  step: 2,
  page: 1,
  last: 3,
  total: 14,
  year: 2026,
  ready: 3,
  city: 'Kigali',
  country: 'Kenya',
  name: 'Toyota Corolla',
  date: '24 Nov 2026',
  time: '10:00',
  service: 'Oil Change',
  provider: 'Kigali Auto Care',
  value: '12 km/L',
  km: '400 km',
  when: '105,000 km',
  what: '5,000 km',
  layout: 'Gari',
  kind: 'refuels',
};

/** The formatter a compiled (ICU) text calls for its plurals and numbers. */
const formatter = new LocalizedStringFormatter('en', new LocalizedStringDictionary({}));
const text = (t: CatalogText) =>
  typeof t === 'function' ? (t as (values: unknown, f: unknown) => string)(SAMPLE, formatter) : t;

describe.each(Object.entries(CATALOGS))('%s catalog', (_name, catalog) => {
  const en = catalog.en ?? {};
  it('has every language of LANGUAGES and nothing else', () => {
    expect(Object.keys(catalog).sort()).toEqual([...LANGUAGES].sort());
  });
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s gives every English key, same kind, non-empty', (lang) => {
    const entries = catalog[lang] ?? {};
    expect(Object.keys(entries).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(entries)) {
      expect(typeof value, key).toBe(typeof en[key]);
      expect(text(value).trim(), key).not.toBe('');
    }
  });
  it('French differs from English for most texts (it was translated)', () => {
    const fr = catalog.fr ?? {};
    const keys = Object.keys(en);
    const same = keys.filter((k) => text(fr[k] as CatalogText) === text(en[k] as CatalogText));
    expect(same.length).toBeLessThan(keys.length / 3);
  });
});

describe('translators in a member locale', () => {
  it('read the language of the locale', () => {
    expect(homeT.in('fr-RW')('heroTitle')).toBe('Tout ce dont votre voiture a besoin, au même endroit');
    expect(homeT.in('rw-RW')('heroTitle')).toBe(homeRw.heroTitle);
    expect(chromeT.in('sw-KE')('cartItems', { n: 3 })).toBe('(bidhaa 3)');
    expect(bookingT.in('fr-RW')('stepService')).toBe('Prestation');
    expect(bookingT.in('fr-RW')('stepDateTime')).toBe('Date et heure');
    expect(carStatusT.in('sw-TZ')('recentRefuels')).toBe('Ujazaji wa hivi karibuni');
    expect(carStatusT.in('en-RW')('recentRefuels')).toBe('Recent refuels');
  });
  it('give machine messages in the language', () => {
    expect(bookingT.in('fr-RW').message({ key: 'pickDateFirst' })).toBe('Choisissez d’abord une date.');
    expect(vehiclesT.in('rw-RW').message({ key: 'makesFailed' })).toBe(vehiclesRw.makesFailed);
  });
});
