/**
 * Catalogs as data (issue #7 point 6; issue #16 Locale): every JSON catalog file
 * (`<id>.en.json`, `.fr.json`, `.rw.json`, `.sw.json`) parses as ICU MessageFormat, each language has
 * exactly English's keys, and each translation names the same arguments as English's text of that key
 * (`{count}`, `{count, plural, …}`, `{kind, select, …}`), so a translator's slip fails here, by file
 * and key, rather than on a member's screen.
 */

import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@gari/contract/locale';
import { describe, expect, it } from 'vitest';

/** Every JSON catalog file's text, by glob path ('../booking/messages.fr.json'). */
const files = import.meta.glob<string>('../**/*[mM]essages.*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The names of the arguments a parsed message reads (sorted, each once). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return [...found].sort();
}

/** Each catalog's files by language: `{ 'booking/messages': { en: {...}, fr: {...} } }`. */
const catalogs = new Map<string, Record<string, Record<string, string>>>();
for (const [path, text] of Object.entries(files)) {
  const relative = path.replace(/^\.\.\//, '').replace(/^\.\//, 'shared/');
  const [, id, language] = /^(.+)\.([a-z]{2})\.json$/.exec(relative) ?? [];
  if (id === undefined || language === undefined) throw new Error(`${path}: not <id>.<language>.json`);
  catalogs.set(id, { ...catalogs.get(id), [language]: JSON.parse(text) as Record<string, string> });
}

/**
 * Arguments only English's grammar reads, by catalog and key: another language may leave them out
 * (the AI mechanic's `vowel` picks 'a' or 'an'). Every other argument must be in every language.
 */
const ENGLISH_ONLY_ARGUMENTS: Record<string, Record<string, readonly string[]>> = {
  'aiMechanic/messages': { vehicleTransmission: ['vowel'], vehicleEngine: ['vowel'] },
};

/** The faults of one catalog, as 'language key: what' lines (none when it is sound). */
function faultsOf(id: string, texts: Record<string, Record<string, string>>): string[] {
  const faults: string[] = [];
  const english = texts.en ?? {};
  const parsed = (language: string, key: string, message: string) => {
    try {
      return argumentsOf(parse(message));
    } catch (error) {
      faults.push(`${language} ${key}: not ICU MessageFormat (${(error as Error).message})`);
      return undefined;
    }
  };
  for (const language of LANGUAGES) {
    const own = texts[language];
    if (own === undefined) {
      faults.push(`${language}: no file`);
      continue;
    }
    for (const [key, message] of Object.entries(own)) {
      if (typeof message !== 'string') faults.push(`${language} ${key}: not a string`);
      else if (!(key in english)) faults.push(`${language} ${key}: not in English`);
      else {
        const optional = (name: string) =>
          language !== 'en' && (ENGLISH_ONLY_ARGUMENTS[id]?.[key] ?? []).includes(name);
        const names = parsed(language, key, message)?.filter((name) => !optional(name));
        const englishNames = (language === 'en' ? names : argumentsOf(parse(english[key] ?? '')))?.filter(
          (name) => !optional(name),
        );
        if (names && names.join() !== englishNames?.join()) {
          faults.push(`${language} ${key}: arguments ${names.join()} but English ${englishNames?.join()}`);
        }
      }
    }
    for (const key of Object.keys(english)) if (!(key in own)) faults.push(`${language} ${key}: missing`);
  }
  return faults;
}

describe('JSON message catalogs (ICU MessageFormat)', () => {
  it('every catalog parses in every language, with English keys and arguments', () => {
    const faults = [...catalogs].map(([id, texts]) => [id, faultsOf(id, texts)] as const);
    expect(catalogs.size).toBeGreaterThan(5);
    expect(Object.fromEntries(faults.filter(([, found]) => found.length > 0))).toEqual({});
  });

  it('faultsOf names a syntax error, an extra key, a missing key and other arguments', () => {
    expect(
      faultsOf('test/messages', {
        en: { a: '{count, plural, =1 {1 car} other {{count} cars}}', b: 'Hi {name}', c: 'C' },
        fr: { a: '{count, plural, =1 {1 voiture} other {{count} voitures}', b: 'Salut {nom}', c: 'C' },
        rw: { a: 'Imodoka {count}', b: 'Muraho {name}', c: 'C', d: 'D' },
      }),
    ).toEqual([
      'fr a: not ICU MessageFormat (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'fr b: arguments nom but English name',
      'rw d: not in English',
      'sw: no file',
    ]);
  });

  it("faultsOf lets other languages leave out only a key's English-only arguments", () => {
    const en = { vehicleEngine: '{vowel, select, yes {an} other {a}} {engine}', atLeast: '{min} {vowel}' };
    expect(
      faultsOf('aiMechanic/messages', {
        en,
        fr: { vehicleEngine: '{engine}', atLeast: '{min}' },
        rw: en,
        sw: { vehicleEngine: '{vowel} {motor}', atLeast: '{min} {vowel}' },
      }),
    ).toEqual([
      'fr atLeast: arguments min but English min,vowel',
      'sw vehicleEngine: arguments motor but English engine',
    ]);
  });
});
