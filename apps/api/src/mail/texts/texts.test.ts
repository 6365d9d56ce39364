/**
 * The API's message catalogs (issue #16): every language carries every text of English (same keys,
 * nested too, same kinds: text or function), each text gives a non-empty string for sample values,
 * and French is a translation (no English text left as is). Also the locale formats the texts receive
 * and how a request's language is read.
 */
import { LANGUAGES } from '@gari/contract/locale';
import { describe, expect, it } from 'vitest';
import { mailFormat } from '../format';
import { acceptedLanguage, recipientOf, requestLanguage } from '../language';
import { AUTH_TEXTS } from './auth';
import { BOOKING_TEXTS } from './bookings';
import type { Catalog } from './catalog';
import { MARKETPLACE_TEXTS } from './marketplace';
import { NEWSLETTER_TEXTS } from './newsletter';
import { REMINDER_TEXTS } from './reminders';

const CATALOGS: Record<string, Catalog<object>> = {
  auth: AUTH_TEXTS,
  bookings: BOOKING_TEXTS,
  marketplace: MARKETPLACE_TEXTS,
  newsletter: NEWSLETTER_TEXTS,
  reminders: REMINDER_TEXTS,
};

/**
 * A value that fits every text function's parameter: read as a string it is '«value»'; its fields are
 * '«name»' (`overdue` false, `hours` 72).
 */
const SAMPLE: unknown = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === Symbol.toPrimitive
        ? () => '«value»'
        : key === 'overdue'
          ? false
          : key === 'hours'
            ? 72
            : `«${String(key)}»`,
  },
);

/** Each leaf of a catalog object: its dotted key and its text (a function called with samples). */
function leaves(texts: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(texts).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = `${prefix}${key}`;
    if (typeof value === 'function') return [[path, value.length === 2 ? value(7, 'x') : value(SAMPLE)]];
    if (value && typeof value === 'object') return leaves(value, `${path}.`);
    return [[path, value]];
  });
}

/** Each key of a catalog object with the kind of its value ('string', 'function', or nested keys). */
function shape(texts: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      value && typeof value === 'object' ? shape(value) : typeof value,
    ]),
  );
}

describe.each(Object.entries(CATALOGS))('the %s catalog', (_name, catalog) => {
  it('has every language, each with exactly the texts of English', () => {
    expect(Object.keys(catalog).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) expect(shape(catalog[language]), language).toEqual(shape(catalog.en));
  });

  it('gives a non-empty string for every text in every language', () => {
    for (const language of LANGUAGES)
      for (const [key, text] of leaves(catalog[language])) {
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect((text as string).trim().length, `${language} ${key}`).toBeGreaterThan(0);
      }
  });

  it('is translated into French: no English text left as is', () => {
    const english = new Map(leaves(catalog.en));
    for (const [key, text] of leaves(catalog.fr)) expect(text, key).not.toBe(english.get(key));
  });
});

describe('mailFormat', () => {
  it('writes dates in day-month-year order, 24-hour times and RWF without decimals', () => {
    const en = mailFormat('en-RW');
    expect(en.date('2030-01-08')).toBe('8 Jan 2030');
    expect(en.time('09:05')).toBe('09:05');
    expect(en.time('17:30')).toBe('17:30');
    expect(en.money(30_000)).toBe('RWF 30,000');
    expect(en.money(12.5, 'USD')).toBe('USD 12.50');
    expect(en.km(105_000)).toBe('105,000 km');
    const fr = mailFormat('fr-RW');
    expect(fr.date('2030-01-08')).toBe('8 janv. 2030');
    expect(fr.time('17:30')).toBe('17:30');
    expect(fr.money(30_000)).toBe('30\u202f000 RWF');
    expect(fr.km(105_000)).toBe('105\u202f000 km');
  });

  it('formats Kinyarwanda as the site does: CLDR month names, English digits of Rwanda', () => {
    const rw = mailFormat('rw-RW');
    expect(rw.date('2026-11-24')).toBe('24 Ugu. 2026');
    expect(rw.date('2026-03-05')).toBe('5 Wer. 2026');
    expect(rw.money(15_000)).toBe('RWF 15,000');
    expect(rw.km(105_000)).toBe('105,000 km');
    expect(rw.time('09:00')).toBe('09:00');
    expect(mailFormat('sw-KE').date('2026-11-24')).toBe('24 Nov 2026');
  });

  it('writes every Kinyarwanda month as the site does (CLDR `rw` abbreviations, Mutarama … Ukuboza)', () => {
    const rw = mailFormat('rw-RW');
    const months = Array.from({ length: 12 }, (_, i) => rw.date(`2030-${String(i + 1).padStart(2, '0')}-08`));
    expect(months).toEqual([
      '8 Mut. 2030',
      '8 Gas. 2030',
      '8 Wer. 2030',
      '8 Mat. 2030',
      '8 Gic. 2030',
      '8 Kam. 2030',
      '8 Nya. 2030',
      '8 Kan. 2030',
      '8 Nze. 2030',
      '8 Ukw. 2030',
      '8 Ugu. 2030',
      '8 Uku. 2030',
    ]);
    expect(mailFormat('rw').date('2030-01-08')).toBe('8 Mut. 2030');
  });

  it('reads calendar dates as written (no time zone shift) and leaves unreadable text alone', () => {
    expect(mailFormat('en-RW').date('2030-12-31')).toBe('31 Dec 2030');
    expect(mailFormat('en-RW').date(new Date('2030-01-08T23:30:00Z'))).toBe('8 Jan 2030');
    expect(mailFormat('en-RW').date('soon')).toBe('soon');
    expect(mailFormat('en-RW').time('noon')).toBe('noon');
  });
});

describe('the recipient’s language', () => {
  it('is the member’s, else the fallback, else English; the locale adds their country', () => {
    expect(recipientOf({ language: 'fr', country: 'RW' }, 'sw')).toMatchObject({ language: 'fr' });
    expect(recipientOf({ language: 'fr', country: 'RW' }).format.locale).toBe('fr-RW');
    expect(recipientOf({ language: 'sw', country: 'ke' }).format.locale).toBe('sw-KE');
    expect(recipientOf({ language: null, country: 'RW' }, 'rw').language).toBe('rw');
    expect(recipientOf({ language: 'de' }).language).toBe('en');
    expect(recipientOf(null).format.locale).toBe('en-RW');
  });

  it('of a request: the gari_lang cookie, else the best Accept-Language Gari speaks', () => {
    expect(requestLanguage({ cookie: 'a=1; gari_lang=rw', 'accept-language': 'fr' })).toBe('rw');
    expect(requestLanguage({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(requestLanguage({ cookie: 'gari_lang=de', 'accept-language': 'sw-KE' })).toBe('sw');
    expect(requestLanguage({})).toBeNull();
    expect(acceptedLanguage('de-DE, en;q=0.4, rw;q=0.7')).toBe('rw');
    expect(acceptedLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('de, *')).toBeNull();
  });
});
