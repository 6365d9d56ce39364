/**
 * Hostile values of the fuzz suite (issue #9): boundary numbers, number-like strings, NUL and control
 * characters, odd unicode, deep nesting, prototype keys, and URL-level tricks for path segments.
 */
import fc from 'fast-check';
import { asText } from './url';

const MAX = 2 ** 31;

/** Hostile scalars: boundary numbers, number-like strings, NUL and control characters, odd unicode. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1,
    1.5,
    -0,
    MAX - 1,
    MAX,
    -MAX,
    -MAX - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '2147483648',
    '9007199254740993',
    '1e999',
    '0x10',
    'true',
    'null',
    'a\u0000b',
    '\u0000',
    '%00',
    'line\nbreak\r\n',
    '\u202Eevil',
    '\uD800',
    '\uFEFF',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚗🇷🇼',
    'Ñandú ñ ü ß 日本語 العربية',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '2024-02-30',
    '2024-13-01T25:61:00Z',
    'x'.repeat(10_000),
    'é'.repeat(5_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** Hostile values of any JSON shape: scalars, arrays, objects, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [1, 'a'], { a: { b: { c: [null] } } }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":1}}')),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Hostile path segments: everything {@link hostileScalar} has, plus URL-level tricks. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileScalar.map(asText),
  fc.constantFrom(
    '%00',
    '%',
    '%zz',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%C0%AF',
    '%FF',
    '%E2%80%AE',
    '+',
    '*',
  ),
);
