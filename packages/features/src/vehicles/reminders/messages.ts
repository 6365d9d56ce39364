/**
 * Texts of the service reminders (issue #13; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili): the car page's panel, the My Cars badge and the toasts, and each kind's name
 * (`kind<Kind>`). Every locale gives every key (a missing one is a type error). Views read them with
 * `const t = useT(remindersT)`. `km` stays as it is.
 */
import type { ReminderKind } from '@gari/contract/reminders';
import { createTranslator } from '../../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The reminder texts' translator (English); views use `useT(remindersT)`. */
export const remindersT = createTranslator({ en }, 'vehicles/reminders/messages');

/** Catalog key of each reminder kind's name. */
export const KIND_KEY: Record<ReminderKind, keyof typeof en> = {
  oil_change: 'kindOilChange',
  tyre_rotation: 'kindTyreRotation',
  brake_inspection: 'kindBrakeInspection',
  air_filter: 'kindAirFilter',
};
