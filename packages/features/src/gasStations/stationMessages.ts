/**
 * Texts only the gas station page shows (issue #16 "every UI string from the catalogs"): the hours'
 * 'Open 24 hours', the price chart's ceiling line and the services table's headers. Apart from the
 * list's catalog (`messages.ts`) so the gas list route does not carry them (size ceilings, issue #8).
 * English and French; Kinyarwanda and Kiswahili are machine-made, to be reviewed.
 */
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  open24Hours: 'Open 24 hours',
  ceilingRef: (v: { regulator: string }) => `Ceiling (${v.regulator})`,
  colService: 'Service',
  colPriceFrom: 'Price from',
} satisfies Record<string, CatalogText>;

const fr = {
  open24Hours: 'Ouvert 24 h sur 24',
  ceilingRef: (v) => `Plafond (${v.regulator})`,
  colService: 'Service',
  colPriceFrom: 'Prix à partir de',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  open24Hours: 'Irakora amasaha 24',
  ceilingRef: (v) => `Igiciro ntarengwa (${v.regulator})`,
  colService: 'Serivisi',
  colPriceFrom: 'Igiciro uhereye',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  open24Hours: 'Wazi saa 24',
  ceilingRef: (v) => `Bei elekezi (${v.regulator})`,
  colService: 'Huduma',
  colPriceFrom: 'Bei kuanzia',
} satisfies Translation<typeof en>;

/** The station page's own translator (English: tests and stories); views read it with `useT(stationT)`. */
export const stationT = createTranslator({ en, fr, rw, sw });
