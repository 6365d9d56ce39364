/**
 * Issue #16 "Done when" 2: invalid values for every contract body schema, through the one error map
 * (`@gari/contract/fieldErrors`), give messages a person understands in all four languages: none holds
 * zod's wording ("expected", "Invalid input", "Too big"), and each names its field — except, in English,
 * the contract's own sentences (spec §8 texts such as 'Please describe your symptoms.'), kept as written.
 */
import { FIELD_ERROR_CODES, FIELD_ERROR_LOCALES, fieldErrors, fieldLabel } from '@gari/contract/fieldErrors';
import { allRoutes } from '@gari/contract/routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

const JARGON =
  /expected|Invalid input|Too big|Too small|received|Unrecognized key|\bNaN\b|\bundefined\b|\[object/;

/** Every route with a JSON body, by `METHOD path`. */
const BODIES = allRoutes
  .filter((r) => r.body !== undefined)
  .map((r) => ({ name: `${r.method} ${r.path}`, schema: r.body as z.ZodType }));

/** Wrong values of every kind, for a whole body or one of its fields. */
const wrong = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.string({ minLength: 300, maxLength: 6000 }),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.array(fc.anything(), { maxLength: 30 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
  fc.constantFrom('not-an-email', '2026-13-45', 'x'.repeat(101), '-5', '1e400', 'http//', '<b>'),
);

/** A body: anything, or an object giving each of the schema's fields a wrong value. */
function bodies(schema: z.ZodType) {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const keys = shape ? Object.keys(shape) : [];
  const perField = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, wrong])), { requiredKeys: [] })
    : fc.anything();
  return fc.oneof(fc.anything(), perField, wrong);
}

describe('the error map over every contract body schema', () => {
  it('covers many routes', () => {
    expect(BODIES.length).toBeGreaterThanOrEqual(30);
  });

  for (const { name, schema } of BODIES) {
    it(`${name}: every message is plain words naming its field, in en, fr, rw and sw`, () => {
      fc.assert(
        fc.property(bodies(schema), (body) => {
          const parsed = schema.safeParse(body);
          if (parsed.success) return;
          const issues = parsed.error.issues;
          const english = fieldErrors(issues, 'en');
          const ownTexts = new Set(
            issues.map((i) => i.message).filter((m) => !/^Invalid\b|expected|Too big|Too small/i.test(m)),
          );
          for (const locale of FIELD_ERROR_LOCALES) {
            const answer = fieldErrors(issues, locale);
            expect(Object.keys(answer.errors).sort()).toEqual(Object.keys(english.errors).sort());
            for (const [field, texts] of Object.entries(answer.errors)) {
              for (const codes of answer.error_codes[field] ?? []) expect(FIELD_ERROR_CODES).toContain(codes);
              for (const text of texts) {
                expect(text, `${locale} ${field}`).not.toMatch(JARGON);
                if (locale === 'en' && ownTexts.has(text)) continue;
                expect(text, `${locale} ${field}`).toContain(fieldLabel(field));
              }
            }
          }
        }),
        { numRuns: 60, seed: 16 },
      );
    });
  }
});
