/**
 * Issue #16 Locale, "every UI string from the catalogs": no view of packages/features/src writes
 * user-visible English itself. Each `.tsx` file (not stories, tests or `testing/`) is read as text and
 * searched for the three ways English slips into JSX: a text child (`<p>Some words</p>`, or a line of
 * words between tags), and a text attribute people see or hear (`aria-label`, `placeholder`, `title`,
 * `alt`, `label`, `description`, `aria-description`) given as a string literal. Names that are the same
 * in every language (the brand, units) are {@link SAME_IN_EVERY_LANGUAGE}.
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['../**/*.tsx', '!../**/*.stories.tsx', '!../**/*.test.tsx', '!../testing/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** Texts that read the same in English, French, Kinyarwanda and Swahili. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Gari', 'RWF', 'km', 'OK', 'WhatsApp', 'Gari AI']);

const ATTRIBUTE =
  /\b(aria-label|aria-description|placeholder|title|alt|label|description)="([^"]*[A-Za-z]{2,}[^"]*)"/g;
/** `>words<` on one line: the `>` ends a tag (after a name, a quote, a brace or a slash). */
const TEXT_CHILD = /(?:[\w"'}]|\/)>([^<>{}`=;:()]*[A-Za-z]{2,}[^<>{}`=;:]*)<\/?[A-Za-z]/g;
/** A line that is only words (JSX text broken over lines by the formatter). */
const TEXT_LINE = /^[A-Z][a-z’']+(\s+[\w'’,.!?-]+)+[.!?]?$/;
const CODE_START =
  /^(return|const|let|var|export|import|type|interface|if|else|for|while|case|default|function|await|throw|new|break|continue|yield|async|from)\b/;

/** The English literals of one source: `line: text`. */
export function englishLiterals(source: string): string[] {
  const found: string[] = [];
  let inComment = false;
  source.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith('/*')) inComment = true;
    if (inComment) {
      if (trimmed.includes('*/')) inComment = false;
      return;
    }
    if (trimmed.startsWith('//') || trimmed.startsWith('*')) return;
    const hits: string[] = [];
    for (const m of line.matchAll(TEXT_CHILD)) hits.push((m[1] ?? '').trim());
    for (const m of line.matchAll(ATTRIBUTE)) hits.push(m[2] ?? '');
    if (TEXT_LINE.test(trimmed) && !CODE_START.test(trimmed) && !/\bas\b/.test(trimmed)) hits.push(trimmed);
    for (const hit of hits) if (!SAME_IN_EVERY_LANGUAGE.has(hit)) found.push(`${index + 1}: ${hit}`);
  });
  return found;
}

describe('views take their texts from the catalogs (issue #16 Locale)', () => {
  it('finds the three kinds of English literal and ignores code', () => {
    expect(
      englishLiterals(
        [
          '<p>Some words</p>',
          '<Field label="Your name" />',
          '<p>',
          '  Orders buyers place show here.',
          '</p>',
          'function f(t: Translator<E>): Translator<E> {',
          '  Button as RACButton,',
          '<span>{t("ok")}</span>',
          '<Alert title={t("x")}>Gari</Alert>',
          '// A comment in English.',
        ].join('\n'),
      ),
    ).toEqual(['1: Some words', '2: Your name', '4: Orders buyers place show here.']);
  });

  it('no view writes English of its own', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    const offenders: Record<string, string[]> = {};
    for (const [path, source] of Object.entries(sources)) {
      const literals = englishLiterals(source);
      if (literals.length > 0) offenders[path.replace(/^\.\.\//, '').replace(/^\.\//, 'shared/')] = literals;
    }
    expect(offenders).toEqual({});
  });
});
