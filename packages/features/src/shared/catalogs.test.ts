/**
 * Issue #16 Locale, "a test fails on a key missing in any language": every feature catalog
 * (`createTranslator({ en }, '<id>')` in packages/features/src, its other languages in
 * `<id>.fr.json`, `.rw.json`, `.sw.json`) is found and read; for each one, every key of English must
 * be in French, Kinyarwanda and Swahili, with the same kind of compiled text (a fixed text stays
 * fixed, one with arguments stays a function; the arguments are compared by `catalogsIcu.test.ts`).
 *
 * Every catalog must be complete ({@link COMPLETE}); a catalog file the search does not reach fails
 * too, and so does a language file the language's chunk (`i18n/<lang>.ts`) leaves out.
 */
import { LANGUAGES } from '@gari/contract/locale';
import { describe, expect, it } from 'vitest';
import { registerAllLanguages } from '../i18n';
import { translations as frTranslations } from '../i18n/fr';
import { translations as rwTranslations } from '../i18n/rw';
import { translations as swTranslations } from '../i18n/sw';
import type { CatalogEntries, Translator } from './messages';

registerAllLanguages();

/** Each language's chunk, by language. */
const CHUNKS: Record<string, Record<string, unknown>> = {
  fr: frTranslations,
  rw: rwTranslations,
  sw: swTranslations,
};
/** The language files ('booking/messages.fr.json'), by relative path. */
const languageFiles = import.meta.glob<Record<string, unknown>>('../**/*[mM]essages.{fr,rw,sw}.json', {
  eager: true,
});

/** Catalog files, by path relative to packages/features/src ('booking/messages.ts'). */
const modules = import.meta.glob<Record<string, unknown>>('../**/*[mM]essages.ts', { eager: true });
/** Every source file's text, to find a `createTranslator({` outside the files above. */
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.css.ts', '!../**/*.test.ts', '!../**/*.stories.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** A glob key ('../booking/messages.ts', './messages.ts' for this folder) as 'booking/messages.ts'. */
const relative = (path: string) => path.replace(/^\.\.\//, '').replace(/^\.\//, 'shared/');
/** The catalog modules by relative path. */
const byFile = new Map(Object.entries(modules).map(([path, module]) => [relative(path), module]));

type AnyTranslator = Translator<CatalogEntries>;
const isTranslator = (value: unknown): value is AnyTranslator =>
  typeof value === 'function' && 'catalog' in value && 'in' in value;

/** The translators a catalog file exports. */
function translatorsOf(module: Record<string, unknown>): AnyTranslator[] {
  return [...new Set(Object.values(module).filter(isTranslator))];
}

/** The catalogs (`{ en, …registered languages }`) of the translators a catalog file exports. */
function catalogsOf(module: Record<string, unknown>): AnyTranslator['catalog'][] {
  const found = new Set<AnyTranslator['catalog']>();
  for (const t of translatorsOf(module)) found.add(t.catalog);
  return [...found];
}

/** Gaps of one catalog: per language, the keys missing, not in English or of another kind than English's. */
function catalogGaps(catalog: AnyTranslator['catalog']): Record<string, string[]> {
  const gaps: Record<string, string[]> = {};
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const texts = catalog[language] ?? {};
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(catalog.en)) {
      const other = texts[key];
      if (other === undefined) wrong.push(key);
      else if (typeof other !== typeof text) wrong.push(`${key} (fixed text vs function)`);
    }
    for (const key of Object.keys(texts)) if (!(key in catalog.en)) wrong.push(`${key} (not in English)`);
    if (wrong.length > 0) gaps[language] = wrong;
  }
  return gaps;
}

const files = Object.keys(modules).map(relative).sort();
/** Every catalog must be complete in every language: a key added in English alone fails. */
const COMPLETE: readonly string[] = files;

describe('message catalogs in every language (issue #16 Locale)', () => {
  it('finds every catalog: each file with createTranslator({ is a *messages.ts file and exports its translator', () => {
    const declaring = Object.entries(sources)
      .filter(
        ([path, text]) => /createTranslator\(\{/.test(text) && !relative(path).endsWith('shared/locale.tsx'),
      )
      .map(([path]) => relative(path))
      .sort();
    expect(declaring.length).toBeGreaterThan(5);
    for (const file of declaring) {
      expect(files, `${file} declares a catalog: name it *messages.ts so this test reads it`).toContain(file);
      expect(catalogsOf(byFile.get(file) ?? {}).length, `${file} exports no translator`).toBeGreaterThan(0);
    }
  });

  it("each catalog's id is its file, and each language file is in its language's chunk", () => {
    for (const file of files) {
      for (const t of translatorsOf(byFile.get(file) ?? {})) {
        expect(t.id, `${file}: createTranslator({ en }, id) names its own file`).toBe(
          file.replace(/\.ts$/, ''),
        );
      }
    }
    const paths = Object.keys(languageFiles).map(relative);
    const declaring = files.filter((file) => translatorsOf(byFile.get(file) ?? {}).length > 0);
    expect(paths.length).toBe(declaring.length * 3);
    for (const path of paths) {
      const [, id, language] = /^(.+)\.(fr|rw|sw)\.json$/.exec(path) ?? [];
      expect(files, `${path} belongs to no catalog file`).toContain(`${id}.ts`);
      const module = languageFiles[Object.keys(languageFiles).find((k) => relative(k) === path) ?? ''];
      expect(CHUNKS[language ?? '']?.[id ?? ''], `${path} is missing from i18n/${language}.ts`).toBe(
        module?.default,
      );
    }
  });

  it('the complete catalogs have every English key in fr, rw and sw, with the same kind of text', () => {
    for (const file of COMPLETE) {
      const module = byFile.get(file);
      expect(module, `${file} is not a catalog file`).toBeDefined();
      for (const catalog of catalogsOf(module ?? {})) expect(catalogGaps(catalog), file).toEqual({});
    }
  });

  it('catalogGaps names a missing key, a kind mismatch and an extra key', () => {
    const gaps = catalogGaps({
      en: { a: 'A', b: (v) => `${v?.n}`, c: 'C' },
      fr: { a: 'A', b: 'B', c: 'C', z: 'Z' },
      rw: { a: 'A', b: (v) => `${v?.n}`, c: 'C' },
    });
    expect(gaps).toEqual({
      fr: ['b (fixed text vs function)', 'z (not in English)'],
      sw: ['a', 'b', 'c'],
    });
  });
});
