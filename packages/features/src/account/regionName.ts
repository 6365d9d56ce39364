import { countryName } from '@gari/contract/rules/memberPhone';

/**
 * A country's name in `locale` ('Rwanda' en-RW, 'Tanzanie' fr-RW): English reads the contract's names
 * (spec §3 list); another language `Intl.DisplayNames` for the region code, else the English name (a
 * runtime without DisplayNames or data for the language, or a code it does not know).
 */
export function regionName(code: string, locale: string): string {
  if (locale === 'en' || locale.startsWith('en-')) return countryName(code);
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // no Intl.DisplayNames or an unknown code: the English name below
  }
  return countryName(code);
}
