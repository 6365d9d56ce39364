/**
 * Texts of the listing form's Car, Fits these vehicles and Photos sections (issue #10 "Selling": a car
 * for sale's make, model, year, mileage, fuel and transmission; the fitment picker; photos with their
 * status and order) in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16
 * "Locale"). The rest of the form is `formMessages.ts`.
 */
import type { PhotoItem } from '@gari/machines/selling';
import { createTranslator } from '../shared/messages';
import texts from './sectionMessages.en.json';

/**
 * The English texts, compiled from `sectionMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `sectionMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<`photo_${PhotoItem['status']}`, string>;

/** The form sections' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'selling/sectionMessages');
