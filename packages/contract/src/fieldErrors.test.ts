/** The one error map (issue #16 "Messages a person understands"): codes and sentences per language. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { classifyIssue, fieldErrorLocale, fieldErrorMessage, fieldErrors } from './fieldErrors';

const Body = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  fuel: z.enum(['petrol', 'diesel', 'electric']),
  mileage: z.number().int().max(5_000_000),
  tags: z.array(z.string()).max(3),
  reason: z.string().min(10, 'Tell us a little more: at least 10 characters.'),
});

const issuesOf = (value: unknown) => {
  const r = Body.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues;
};

describe('fieldErrors', () => {
  const bad = {
    name: 'x'.repeat(101),
    email: 'not-an-email',
    fuel: 'coal',
    mileage: 1.5,
    tags: ['a', 'b', 'c', 'd'],
    reason: 'short',
  };

  it('gives each field a sentence and a stable code, never zod wording', () => {
    const answer = fieldErrors(issuesOf(bad));
    expect(answer.error_codes).toEqual({
      name: ['too_long'],
      email: ['invalid_format'],
      fuel: ['invalid_option'],
      mileage: ['invalid_type'],
      tags: ['too_many'],
      reason: ['too_short'],
    });
    expect(answer.errors).toEqual({
      name: ['The name is too long: at most 100 characters.'],
      email: ['The email is not a valid email address.'],
      fuel: ["The fuel must be 'petrol', 'diesel' or 'electric'."],
      mileage: ['The mileage must be a whole number.'],
      tags: ['The tags has too many items: at most 3.'],
      reason: ['Tell us a little more: at least 10 characters.'],
    });
  });

  it('says "required" for a missing field', () => {
    const answer = fieldErrors(issuesOf({ ...bad, name: undefined }), 'en', (i) => i.path[0] === 'name');
    expect(answer.errors.name).toEqual(['The name field is required.']);
    expect(answer.error_codes.name).toEqual(['required']);
  });

  it('speaks French, Kinyarwanda and Swahili, with the field named and numbers grouped for the locale', () => {
    const issue = classifyIssue({ code: 'too_big', origin: 'string', maximum: 2000 });
    expect(fieldErrorMessage('symptoms', issue, 'fr-RW')).toBe(
      'Le champ « symptoms » est trop long : 2\u202f000 caractères au maximum.',
    );
    expect(fieldErrorMessage('symptoms', issue, 'rw-RW')).toContain('« symptoms »');
    expect(fieldErrorMessage('symptoms', issue, 'sw-KE')).toContain('« symptoms »');
    // The contract's own English sentence becomes the language's generic text for its code.
    const own = classifyIssue({ code: 'too_small', origin: 'string', minimum: 10, message: 'Tell us more.' });
    expect(fieldErrorMessage('reason', own, 'en')).toBe('Tell us more.');
    expect(fieldErrorMessage('reason', own, 'fr')).toBe(
      'Le champ « reason » est trop court : au moins 10 caractères.',
    );
  });

  it('reads a locale tag by its language, English when unknown', () => {
    expect(fieldErrorLocale('sw-TZ')).toBe('sw');
    expect(fieldErrorLocale('en-UG')).toBe('en');
    expect(fieldErrorLocale('de-DE')).toBe('en');
  });
});
