/**
 * Texts of the service reminders (issue #13 "Service reminders"; issue #16): the kinds' names, the
 * mail's subject and the line sent by SMS and mail. The distance ('105,000 km') and the date
 * ('8 janv. 2030') arrive formatted for the recipient. `rw` and `sw` are machine-made, for review.
 */
import type { ReminderKind } from '@gari/contract/rules/reminders';
import type { Catalog } from './catalog';

/** Values of a reminder: the kind's name, the car, whether it is overdue, and when it falls due. */
export interface ReminderValues {
  label: string;
  vehicle: string;
  overdue: boolean;
  /** Odometer reading it falls due at ('105,000 km'), or null when only time counts. */
  km: string | null;
  /** Day it falls due ('8 Jan 2030'), or null when only distance counts. */
  date: string | null;
}

/** " (at 105,000 km or 8 Jan 2030)" with the words of a language; '' when neither is known. */
const when = (r: ReminderValues, at: string, or: string, on = '') => {
  const parts = [r.km, r.date === null ? null : `${on}${r.date}`].filter((p): p is string => p !== null);
  return parts.length === 0 ? '' : ` (${at}${parts.join(` ${or} `)})`;
};

const en = {
  labels: {
    oil_change: 'Oil change',
    tyre_rotation: 'Tyre rotation',
    brake_inspection: 'Brake inspection',
    air_filter: 'Air filter',
  } satisfies Record<ReminderKind, string>,
  subject: (r: ReminderValues) => `${r.label} ${r.overdue ? 'overdue' : 'due'}: ${r.vehicle}`,
  text: (r: ReminderValues) =>
    `Gari: ${r.label} is ${r.overdue ? 'overdue' : 'due'} for your ${r.vehicle}${when(r, 'at ', 'or')}.`,
  footer: "Mark it done or change the interval on the car's page.",
};

/** The reminders' texts in every language. */
export type ReminderTexts = typeof en;

/** Catalog of the service reminders. */
export const REMINDER_TEXTS: Catalog<ReminderTexts> = {
  en,
  fr: {
    labels: {
      oil_change: 'Vidange',
      tyre_rotation: 'Permutation des pneus',
      brake_inspection: 'Contrôle des freins',
      air_filter: 'Filtre à air',
    },
    subject: (r) => `${r.label} ${r.overdue ? 'en retard' : 'à faire'} : ${r.vehicle}`,
    text: (r) =>
      `Gari : ${r.label} ${r.overdue ? 'en retard' : 'à faire'} pour votre ${r.vehicle}${when(r, 'à ', 'ou', 'le ')}.`,
    footer: 'Marquez-le comme fait ou changez l’intervalle sur la page de la voiture.',
  },
  // Machine-made Kinyarwanda: to be reviewed by a fluent speaker.
  rw: {
    labels: {
      oil_change: 'Guhindura amavuta',
      tyre_rotation: 'Guhinduranya amapine',
      brake_inspection: 'Kugenzura feri',
      air_filter: 'Akayunguruzo k’umwuka',
    },
    subject: (r) => `${r.label}: ${r.overdue ? 'igihe cyararenze' : 'igihe kirageze'} — ${r.vehicle}`,
    text: (r) =>
      `Gari: ${r.label} ${r.overdue ? 'igihe cyararenze' : 'igihe kirageze'} ku modoka yawe ${r.vehicle}${when(r, 'kuri ', 'cyangwa', 'ku ')}.`,
    footer: 'Byemeze ko byakozwe cyangwa uhindure igihe hagati ya serivisi ku rupapuro rw’imodoka.',
  },
  // Machine-made Kiswahili: to be reviewed by a fluent speaker.
  sw: {
    labels: {
      oil_change: 'Kubadilisha oili',
      tyre_rotation: 'Kuzungusha matairi',
      brake_inspection: 'Ukaguzi wa breki',
      air_filter: 'Kichujio cha hewa',
    },
    subject: (r) => `${r.label} ${r.overdue ? 'imechelewa' : 'inahitajika'}: ${r.vehicle}`,
    text: (r) =>
      `Gari: ${r.label} ${r.overdue ? 'imechelewa' : 'inahitajika'} kwa gari lako ${r.vehicle}${when(r, 'kwenye ', 'au', 'tarehe ')}.`,
    footer: 'Iweke kuwa imefanyika au badilisha muda kati ya huduma kwenye ukurasa wa gari.',
  },
};
