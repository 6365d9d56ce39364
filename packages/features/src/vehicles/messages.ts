/**
 * Texts of My Cars and Add Vehicle (spec §2 My Cars, Add Vehicle; §5, §8; issue #16 "Locale":
 * English, French, Kinyarwanda, Kiswahili): the messages the `addVehicle` machine produces
 * ({@link AddVehicleMessageKey}, all required here), the pages' headings, labels, states and toasts.
 * The car page's texts are in `statusMessages.ts` (each route carries only its own). Every locale
 * gives every key (a missing one is a type error); units (RWF, km, L) stay as they are. Views read
 * them with `const t = useT(vehiclesT)`.
 */
import type { AddVehicleMessageKey } from '@gari/machines/addVehicle';
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts satisfies Record<AddVehicleMessageKey, string>;

/**
 * The vehicle texts' translator (English); views use `useT(vehiclesT)` for the member's language, and
 * `t.message(m)` for the machine's messages.
 */
export const vehiclesT = createTranslator({ en }, 'vehicles/messages');
