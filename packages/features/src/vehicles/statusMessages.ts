/**
 * Texts of the car page (/vehicles/{id}, spec §2 Car status; issue #2 refuel and expense forms;
 * issue #16 "Locale": English, French, Kinyarwanda, Kiswahili): panels, facts, charts, the recent
 * refuels and expenses, the forms, their checks and toasts, and the expense categories
 * (`cat<Category>`). Every locale gives every key (a missing one is a type error); units (RWF, km, L)
 * stay as they are. Views read them with `const t = useT(carStatusT)`.
 */
import { createTranslator } from '../shared/messages';
import texts from './statusMessages.en.json';

/**
 * The English texts, compiled from `statusMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `statusMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The car page texts' translator (English); views use `useT(carStatusT)` for the member's language. */
export const carStatusT = createTranslator({ en }, 'vehicles/statusMessages');

/** Catalog key of each expense category's label ('fuel' is how refuels count in spend). */
export const CATEGORY_KEY = {
  fuel: 'catFuel',
  maintenance: 'catMaintenance',
  repair: 'catRepair',
  parts: 'catParts',
  tyres: 'catTyres',
  insurance: 'catInsurance',
  parking: 'catParking',
  tolls: 'catTolls',
  wash: 'catWash',
  fines: 'catFines',
  other: 'catOther',
} as const satisfies Record<string, keyof typeof en>;
