/**
 * One error map for the contract's schemas (issue #16 "Messages a person understands"): every zod issue
 * becomes a stable {@link FieldErrorCode} with its numbers, and a sentence that names the field, in
 * English, French, Kinyarwanda or Swahili — never zod's own text ("Too big: expected string to have
 * <=100 characters"). The API sends both (`errors` and `error_codes` of a 422), so a client can show
 * the member's language from the code.
 *
 * The French texts are hand-written; the Kinyarwanda and Swahili ones are machine-made and listed in
 * {@link REVIEW_LOCALES} until a native speaker reviews them.
 */
import { LANGUAGES, type Language, REVIEW_LANGUAGES } from './locale';

/** Stable codes of a field error (the `error_codes` of a 422 answer). */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'too_long',
  'too_short',
  'too_many',
  'too_few',
  'too_big',
  'too_small',
  'invalid_format',
  'invalid_option',
  'not_allowed',
  'invalid',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The languages of the messages: Gari's {@link LANGUAGES} (English, Français, Kinyarwanda, Kiswahili). */
export const FIELD_ERROR_LOCALES = LANGUAGES;
export type FieldErrorLocale = Language;

/** Locales whose texts are machine-made and wait for a fluent reviewer (the {@link REVIEW_LANGUAGES}). */
export const REVIEW_LOCALES: readonly FieldErrorLocale[] = REVIEW_LANGUAGES;

/** What a value should have been, for `invalid_type`. */
type Expected = 'text' | 'number' | 'integer' | 'boolean' | 'list' | 'object' | 'date' | 'value';
/** The format a string missed, for `invalid_format`. */
type Format = 'email' | 'url' | 'date' | 'datetime' | 'time' | 'phone' | 'value';

/** A classified issue: its code and the values its sentence needs. */
export interface FieldIssue {
  code: FieldErrorCode;
  /** Limit of too_long / too_short / too_many / too_few / too_big / too_small. */
  limit?: number;
  expected?: Expected;
  format?: Format;
  /** Allowed values of `invalid_option`. */
  options?: readonly string[];
  /** The schema's own sentence (a spec §8 text such as 'Please describe your symptoms.'), shown in English. */
  text?: string;
}

/** The parts of a zod v4 issue (or of its Fastify form: `keyword` + `params`) read here. */
export interface IssueLike {
  code: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  message?: string;
}

/** Zod's own wording, never shown to a person. */
const JARGON = /^Invalid\b|expected|Too big|Too small|received|Unrecognized key/i;

const EXPECTED: Record<string, Expected> = {
  string: 'text',
  number: 'number',
  int: 'integer',
  bigint: 'integer',
  boolean: 'boolean',
  array: 'list',
  tuple: 'list',
  object: 'object',
  record: 'object',
  date: 'date',
};

const FORMATS: Record<string, Format> = {
  email: 'email',
  url: 'url',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  e164: 'phone',
};

const toNumber = (n: number | bigint | undefined) => (n === undefined ? undefined : Number(n));

/**
 * Classifies a zod issue. `missing`: the field is absent or blank in the request (then any type or
 * length issue reads "is required"). An issue whose message the contract wrote (not zod's default
 * wording) keeps it as `text`, the English sentence.
 */
export function classifyIssue(issue: IssueLike, missing = false): FieldIssue {
  if (missing && issue.code !== 'unrecognized_keys') return { code: 'required' };
  const classified = classifyCode(issue);
  return issue.message && !JARGON.test(issue.message) ? { ...classified, text: issue.message } : classified;
}

function classifyCode(issue: IssueLike): FieldIssue {
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'invalid_type', expected: EXPECTED[issue.expected ?? ''] ?? 'value' };
    case 'too_big': {
      const limit = toNumber(issue.maximum);
      if (origin === 'string') return { code: 'too_long', limit };
      if (origin === 'array' || origin === 'set') return { code: 'too_many', limit };
      return { code: 'too_big', limit };
    }
    case 'too_small': {
      const limit = toNumber(issue.minimum);
      if (origin === 'string')
        return limit !== undefined && limit <= 1 ? { code: 'required' } : { code: 'too_short', limit };
      if (origin === 'array' || origin === 'set') return { code: 'too_few', limit };
      return { code: 'too_small', limit };
    }
    case 'invalid_format':
      return { code: 'invalid_format', format: FORMATS[issue.format ?? ''] ?? 'value' };
    case 'invalid_value':
      return { code: 'invalid_option', options: (issue.values ?? []).map(String) };
    case 'not_multiple_of':
      return { code: 'invalid' };
    case 'unrecognized_keys':
      return { code: 'not_allowed' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * A field's name as a person reads it: the last named part of its path, words for underscores
 * (`password_confirmation` → 'password confirmation', `items.0.quantity` → 'quantity').
 */
export function fieldLabel(field: string): string {
  const parts = field.split(/[./]/).filter((p) => p !== '' && !/^\d+$/.test(p));
  const last = parts[parts.length - 1] ?? field;
  return last.replaceAll('_', ' ').trim() || 'value';
}

interface Words {
  expected: Record<Expected, string>;
  format: Record<Format, string>;
  sentence: Record<
    FieldErrorCode,
    (f: string, i: FieldIssue, n: (x: number | undefined) => string) => string
  >;
  /** Joins the options of `invalid_option` ('a, b or c'). */
  or: string;
}

const WORDS: Record<FieldErrorLocale, Words> = {
  en: {
    expected: {
      text: 'text',
      number: 'a number',
      integer: 'a whole number',
      boolean: 'yes or no',
      list: 'a list',
      object: 'a group of fields',
      date: 'a date',
      value: 'a valid value',
    },
    format: {
      email: 'email address',
      url: 'link',
      date: 'date (YYYY-MM-DD)',
      datetime: 'date and time',
      time: 'time (HH:MM)',
      phone: 'phone number (+250…)',
      value: 'value',
    },
    or: 'or',
    sentence: {
      required: (f) => `The ${f} field is required.`,
      invalid_type: (f, i) => `The ${f} must be ${WORDS.en.expected[i.expected ?? 'value']}.`,
      too_long: (f, i, n) => `The ${f} is too long: at most ${n(i.limit)} characters.`,
      too_short: (f, i, n) => `The ${f} is too short: at least ${n(i.limit)} characters.`,
      too_many: (f, i, n) => `The ${f} has too many items: at most ${n(i.limit)}.`,
      too_few: (f, i, n) => `The ${f} needs at least ${n(i.limit)} items.`,
      too_big: (f, i, n) => `The ${f} must be at most ${n(i.limit)}.`,
      too_small: (f, i, n) => `The ${f} must be at least ${n(i.limit)}.`,
      invalid_format: (f, i) => `The ${f} is not a valid ${WORDS.en.format[i.format ?? 'value']}.`,
      invalid_option: (f, i) => `The ${f} must be ${options(i.options, 'en')}.`,
      not_allowed: (f) => `The ${f} field is not accepted here.`,
      invalid: (f) => `The ${f} is not valid.`,
    },
  },
  fr: {
    expected: {
      text: 'du texte',
      number: 'un nombre',
      integer: 'un nombre entier',
      boolean: 'oui ou non',
      list: 'une liste',
      object: 'un groupe de champs',
      date: 'une date',
      value: 'une valeur valide',
    },
    format: {
      email: 'une adresse e-mail valide',
      url: 'un lien valide',
      date: 'une date valide (AAAA-MM-JJ)',
      datetime: 'une date et une heure valides',
      time: 'une heure valide (HH:MM)',
      phone: 'un numéro de téléphone valide (+250…)',
      value: 'une valeur valide',
    },
    or: 'ou',
    sentence: {
      required: (f) => `Le champ « ${f} » est obligatoire.`,
      invalid_type: (f, i) => `Le champ « ${f} » doit être ${WORDS.fr.expected[i.expected ?? 'value']}.`,
      too_long: (f, i, n) => `Le champ « ${f} » est trop long : ${n(i.limit)} caractères au maximum.`,
      too_short: (f, i, n) => `Le champ « ${f} » est trop court : au moins ${n(i.limit)} caractères.`,
      too_many: (f, i, n) => `Le champ « ${f} » contient trop d’éléments : ${n(i.limit)} au maximum.`,
      too_few: (f, i, n) => `Le champ « ${f} » doit contenir au moins ${n(i.limit)} éléments.`,
      too_big: (f, i, n) => `Le champ « ${f} » doit valoir ${n(i.limit)} au plus.`,
      too_small: (f, i, n) => `Le champ « ${f} » doit valoir au moins ${n(i.limit)}.`,
      invalid_format: (f, i) => `Le champ « ${f} » n’est pas ${WORDS.fr.format[i.format ?? 'value']}.`,
      invalid_option: (f, i) => `Le champ « ${f} » doit être ${options(i.options, 'fr')}.`,
      not_allowed: (f) => `Le champ « ${f} » n’est pas accepté ici.`,
      invalid: (f) => `Le champ « ${f} » n’est pas valide.`,
    },
  },
  rw: {
    expected: {
      text: 'inyandiko',
      number: 'umubare',
      integer: 'umubare wuzuye',
      boolean: 'yego cyangwa oya',
      list: 'urutonde',
      object: 'itsinda ry’ibice',
      date: 'itariki',
      value: 'agaciro kemewe',
    },
    format: {
      email: 'aderesi ya imeri yemewe',
      url: 'ihuza ryemewe',
      date: 'itariki yemewe (YYYY-MM-DD)',
      datetime: 'itariki n’isaha byemewe',
      time: 'isaha yemewe (HH:MM)',
      phone: 'nimero ya telefoni yemewe (+250…)',
      value: 'agaciro kemewe',
    },
    or: 'cyangwa',
    sentence: {
      required: (f) => `Igice « ${f} » kigomba kuzuzwa.`,
      invalid_type: (f, i) => `Igice « ${f} » kigomba kuba ${WORDS.rw.expected[i.expected ?? 'value']}.`,
      too_long: (f, i, n) => `Igice « ${f} » ni kirekire cyane: ntikirenze inyuguti ${n(i.limit)}.`,
      too_short: (f, i, n) => `Igice « ${f} » ni kigufi cyane: nibura inyuguti ${n(i.limit)}.`,
      too_many: (f, i, n) => `Igice « ${f} » gifite ibintu byinshi cyane: ntibirenze ${n(i.limit)}.`,
      too_few: (f, i, n) => `Igice « ${f} » gikeneye nibura ibintu ${n(i.limit)}.`,
      too_big: (f, i, n) => `Igice « ${f} » ntikigomba kurenza ${n(i.limit)}.`,
      too_small: (f, i, n) => `Igice « ${f} » kigomba kuba nibura ${n(i.limit)}.`,
      invalid_format: (f, i) => `Igice « ${f} » si ${WORDS.rw.format[i.format ?? 'value']}.`,
      invalid_option: (f, i) => `Igice « ${f} » kigomba kuba ${options(i.options, 'rw')}.`,
      not_allowed: (f) => `Igice « ${f} » ntikemewe hano.`,
      invalid: (f) => `Igice « ${f} » ntabwo cyemewe.`,
    },
  },
  sw: {
    expected: {
      text: 'maandishi',
      number: 'namba',
      integer: 'namba kamili',
      boolean: 'ndiyo au hapana',
      list: 'orodha',
      object: 'kundi la sehemu',
      date: 'tarehe',
      value: 'thamani sahihi',
    },
    format: {
      email: 'anwani sahihi ya barua pepe',
      url: 'kiungo sahihi',
      date: 'tarehe sahihi (YYYY-MM-DD)',
      datetime: 'tarehe na saa sahihi',
      time: 'saa sahihi (HH:MM)',
      phone: 'namba sahihi ya simu (+250…)',
      value: 'thamani sahihi',
    },
    or: 'au',
    sentence: {
      required: (f) => `Sehemu ya « ${f} » inahitajika.`,
      invalid_type: (f, i) => `Sehemu ya « ${f} » lazima iwe ${WORDS.sw.expected[i.expected ?? 'value']}.`,
      too_long: (f, i, n) => `Sehemu ya « ${f} » ni ndefu mno: isizidi herufi ${n(i.limit)}.`,
      too_short: (f, i, n) => `Sehemu ya « ${f} » ni fupi mno: angalau herufi ${n(i.limit)}.`,
      too_many: (f, i, n) => `Sehemu ya « ${f} » ina vipengele vingi mno: visizidi ${n(i.limit)}.`,
      too_few: (f, i, n) => `Sehemu ya « ${f} » inahitaji angalau vipengele ${n(i.limit)}.`,
      too_big: (f, i, n) => `Sehemu ya « ${f} » isizidi ${n(i.limit)}.`,
      too_small: (f, i, n) => `Sehemu ya « ${f} » iwe angalau ${n(i.limit)}.`,
      invalid_format: (f, i) => `Sehemu ya « ${f} » si ${WORDS.sw.format[i.format ?? 'value']}.`,
      invalid_option: (f, i) => `Sehemu ya « ${f} » lazima iwe ${options(i.options, 'sw')}.`,
      not_allowed: (f) => `Sehemu ya « ${f} » hairuhusiwi hapa.`,
      invalid: (f) => `Sehemu ya « ${f} » si sahihi.`,
    },
  },
};

/** The allowed values of an `invalid_option` ('petrol, diesel or electric'; the first 6 and '…' past that). */
function options(values: readonly string[] | undefined, locale: FieldErrorLocale): string {
  const list = (values ?? []).slice(0, 6).map((v) => `'${v}'`);
  if ((values ?? []).length > 6) list.push('…');
  if (list.length <= 1) return list[0] ?? WORDS[locale].expected.value;
  return `${list.slice(0, -1).join(', ')} ${WORDS[locale].or} ${list[list.length - 1]}`;
}

/** The base language of a BCP 47 tag ('fr-RW' → 'fr'), English for one we have no texts in. */
export function fieldErrorLocale(locale: string): FieldErrorLocale {
  const base = locale.toLowerCase().split(/[-_]/)[0] as FieldErrorLocale;
  return FIELD_ERROR_LOCALES.includes(base) ? base : 'en';
}

/**
 * The sentence of one field error in `locale` (BCP 47, e.g. 'rw-RW'; numbers grouped for it):
 * `fieldErrorMessage('name', { code: 'too_long', limit: 100 })` is 'The name is too long: at most 100
 * characters.'.
 */
export function fieldErrorMessage(field: string, issue: FieldIssue, locale = 'en'): string {
  const lang = fieldErrorLocale(locale);
  const number = new Intl.NumberFormat(lang === 'en' ? 'en-US' : locale);
  const n = (x: number | undefined) => (x === undefined ? '' : number.format(x));
  // A schema's own sentence is English: other languages use their generic text for the code.
  if (lang === 'en' && issue.text) return issue.text;
  return WORDS[lang].sentence[issue.code](fieldLabel(field), issue, n);
}

/** Field errors as the API answers them: the sentences and, per field, their codes. */
export interface FieldErrorsAnswer {
  errors: Record<string, string[]>;
  error_codes: Record<string, FieldErrorCode[]>;
}

/**
 * Turns zod issues into {@link FieldErrorsAnswer} in `locale`. `missing(issue)` says whether the request
 * lacks the issue's field (then it reads "is required"). The field key is the issue's path joined with '.'
 * (`body` for a whole-body issue); an `unrecognized_keys` issue names each unknown key.
 */
export function fieldErrors(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
  locale = 'en',
  missing: (issue: IssueLike & { path: readonly PropertyKey[] }) => boolean = () => false,
): FieldErrorsAnswer {
  const answer: FieldErrorsAnswer = { errors: {}, error_codes: {} };
  const add = (field: string, issue: FieldIssue) => {
    const text = fieldErrorMessage(field, issue, locale);
    const texts = answer.errors[field] ?? [];
    const codes = answer.error_codes[field] ?? [];
    if (!texts.includes(text)) texts.push(text);
    if (!codes.includes(issue.code)) codes.push(issue.code);
    answer.errors[field] = texts;
    answer.error_codes[field] = codes;
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) add(base ? `${base}.${key}` : key, { code: 'not_allowed' });
      continue;
    }
    add(base || 'body', classifyIssue(issue, missing(issue)));
  }
  return answer;
}
