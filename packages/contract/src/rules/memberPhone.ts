/**
 * The member's own phone on the profile (issue #16 Profile: "phone (E.164 for the member's country)").
 * One rule for the API (PATCH /users/me) and the profile form, so both refuse the same input with the
 * same field message. Built on the mobile plans of `./phone` (Rwanda and East Africa, checked digit by
 * digit); the other countries of the site's lists are checked by calling code and length only.
 */
import { COUNTRIES, REGISTRATION_COUNTRIES } from '../countries';
import { MOBILE_PLANS } from './phone';

/** International calling code (digits, no '+') of every country the site lists (spec §3 country lists). */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  DZ: '213',
  AO: '244',
  BW: '267',
  BI: '257',
  CM: '237',
  CD: '243',
  CI: '225',
  EG: '20',
  ET: '251',
  GH: '233',
  KE: '254',
  MW: '265',
  MA: '212',
  MZ: '258',
  NG: '234',
  RW: '250',
  SN: '221',
  ZA: '27',
  TZ: '255',
  TN: '216',
  UG: '256',
  ZM: '260',
  ZW: '263',
};

/** A sample mobile number per country with a mobile plan, as the error message shows it. */
const EXAMPLES: Readonly<Record<string, string>> = {
  RW: '+250 788 123 456',
  KE: '+254 712 345 678',
  UG: '+256 772 123 456',
  TZ: '+255 712 345 678',
  BI: '+257 79 123 456',
  CD: '+243 812 345 678',
  ET: '+251 911 234 567',
};

/** The English name of a country code ('Rwanda'), else the code itself. */
export function countryName(code: string): string {
  const all: readonly { code: string; name: string }[] = [...COUNTRIES, ...REGISTRATION_COUNTRIES];
  return all.find((c) => c.code === code)?.name ?? code;
}

/** The sample mobile number of `country` the error message shows ('+250 788 123 456'), else null. */
export function memberPhoneExample(country: string): string | null {
  return EXAMPLES[country] ?? null;
}

/**
 * The 422 message on `phone` for a member of `country`: 'Phone: enter a valid mobile number for
 * Rwanda, e.g. +250 788 123 456.' (names the field, the country and an example).
 */
export function memberPhoneMessage(country: string): string {
  const example =
    EXAMPLES[country] ??
    (DIAL_CODES[country] ? `+${DIAL_CODES[country]} followed by your number` : '+250 788 123 456');
  return `Phone: enter a valid mobile number for ${countryName(country)}, e.g. ${example}.`;
}

/**
 * Normalises a member's phone to E.164 (`+250788123456`), or null when it is not usable.
 * - A local number ('0788 123 456') is read with the member's `country` only (no other country's guess).
 * - An international one ('+250…', '00250…', '250…') must be a mobile number of a country with a plan
 *   (RW, KE, UG, TZ, BI, CD, ET), or, for another listed country, its calling code and 7–12 more digits.
 * Spaces, dashes, dots and brackets are ignored.
 */
export function normalizeMemberPhone(input: string, country: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const plan = MOBILE_PLANS[country];
  const dial = plan?.code ?? DIAL_CODES[country];
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d+$/.test(compact)) {
    const national = compact.slice(1);
    if (plan) return plan.mobile.test(national) ? `+${plan.code}${national}` : null;
    return dial && /^\d{7,12}$/.test(national) ? `+${dial}${national}` : null;
  } else if (/^\d+$/.test(compact) && dial && compact.startsWith(dial)) digits = compact;
  else return null;
  for (const p of Object.values(MOBILE_PLANS)) {
    if (digits.startsWith(p.code)) return p.mobile.test(digits.slice(p.code.length)) ? `+${digits}` : null;
  }
  for (const code of Object.values(DIAL_CODES)) {
    if (digits.startsWith(code) && /^\d{7,12}$/.test(digits.slice(code.length))) return `+${digits}`;
  }
  return null;
}
