/**
 * Mobile numbers of Rwanda and East Africa, one rule for the API and the site (issue #3: visitors book
 * with name and phone; issue #10: the payer's MoMo / Airtel number of an order). Accepts
 * `+250 788 123 456`, `250788123456`, `00250…` and the local `0788 123 456` (read with the country's
 * code) and answers E.164 (`+250788123456`), or null when it is not a mobile number.
 */

/** Calling code and national mobile-number pattern (without the leading 0) per country. */
export const MOBILE_PLANS: Record<string, { code: string; mobile: RegExp }> = {
  RW: { code: '250', mobile: /^7[2389]\d{7}$/ },
  KE: { code: '254', mobile: /^(7\d|1[01])\d{7}$/ },
  UG: { code: '256', mobile: /^7\d{8}$/ },
  TZ: { code: '255', mobile: /^[67]\d{8}$/ },
  BI: { code: '257', mobile: /^[67]\d{7}$/ },
  CD: { code: '243', mobile: /^[89]\d{8}$/ },
  ET: { code: '251', mobile: /^[79]\d{8}$/ },
};

/** Message of an unusable phone number (422 on `phone`). */
export const PHONE_MESSAGE = 'Enter a valid mobile number, e.g. +250 788 123 456.';

/**
 * Normalises a mobile number to E.164. A local number starting with 0 is read with `country`'s code
 * (ISO code, default RW), else Rwanda's. Spaces, dashes, dots and brackets are ignored.
 */
export function normalizePhone(input: string, country = 'RW'): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d+$/.test(compact)) {
    // A local number: the provider's country first, then Rwanda (the default country).
    for (const code of [country, 'RW']) {
      const plan = MOBILE_PLANS[code];
      if (plan?.mobile.test(compact.slice(1))) return `+${plan.code}${compact.slice(1)}`;
    }
    return null;
  } else if (/^\d+$/.test(compact)) digits = compact;
  else return null;
  for (const plan of Object.values(MOBILE_PLANS)) {
    if (digits.startsWith(plan.code) && plan.mobile.test(digits.slice(plan.code.length))) return `+${digits}`;
  }
  return null;
}
