/**
 * Texts of the service reminders (issue #13; issue #16 "Locale": English, French, Kinyarwanda,
 * Kiswahili): the car page's panel, the My Cars badge and the toasts, and each kind's name
 * (`kind<Kind>`). Every locale gives every key (a missing one is a type error). Views read them with
 * `const t = useT(remindersT)`. `km` stays as it is.
 */
import type { ReminderKind } from '@gari/contract/reminders';
import { type CatalogText, createTranslator } from '../../shared/messages';

export const en = {
  title: 'Service reminders',
  loading: 'Loading reminders...',
  failed: 'Failed to load reminders.',
  retry: 'Retry',
  statusOk: 'OK',
  statusDueSoon: 'Due soon',
  statusDue: 'Due',
  statusOverdue: 'Overdue',
  kindOilChange: 'Oil change',
  kindTyreRotation: 'Tyre rotation',
  kindBrakeInspection: 'Brake inspection',
  kindAirFilter: 'Air filter',
  next: (v: { when: string }) => `Next: ${v.when}`,
  or: ' or ',
  noInterval: 'No interval set',
  kmLeft: (v: { km: string }) => `${v.km} left`,
  kmOver: (v: { km: string }) => `${v.km} over`,
  daysLeft: (v: { n: number }) => `${v.n} day${v.n === 1 ? '' : 's'} left`,
  daysOver: (v: { n: number }) => `${v.n} day${v.n === 1 ? '' : 's'} over`,
  months: (v: { n: number }) => `${v.n} month${v.n === 1 ? '' : 's'}`,
  every: (v: { what: string }) => `every ${v.what}`,
  lastService: (v: { date: string }) => `last service ${v.date}`,
  countedFrom: (v: { date: string }) => `last counted from ${v.date}`,
  atKm: (v: { km: string }) => ` at ${v.km}`,
  markDone: 'Mark done',
  markDoneOf: (v: { name: string }) => `Mark done: ${v.name}`,
  editInterval: 'Edit interval',
  editIntervalOf: (v: { name: string }) => `Edit interval: ${v.name}`,
  intervalOf: (v: { name: string }) => `${v.name} interval`,
  everyKm: 'Every (km)',
  everyKmHint: 'Leave empty to remind by time only.',
  everyMonths: 'Or every (months)',
  monthsUnit: 'months',
  cancel: 'Cancel',
  saveInterval: 'Save interval',
  couldNotSave: 'Could not save.',
  needDoing: (v: { n: number }) => `${v.n} service${v.n === 1 ? '' : 's'} need${v.n === 1 ? 's' : ''} doing.`,
  nothingDue: 'Nothing due.',
  odometer: (v: { km: string }) => `Odometer ${v.km} (from your refuels).`,
  noOdometer: 'Add a refuel with the odometer to count by distance.',
  badgeOverdue: (v: { n: number }) => `${v.n} service overdue`,
  badgeDue: (v: { n: number }) => `${v.n} service due`,
  badgeSoon: 'Service soon',
  recorded: 'Service recorded',
  recordedText: (v: { name: string }) => `${v.name}: the next one is counted from today.`,
  recordFailed: 'Could not record the service',
} satisfies Record<string, CatalogText>;

/** The reminder texts' translator (English); views use `useT(remindersT)`. */
export const remindersT = createTranslator({ en }, 'vehicles/reminders/messages');

/** Catalog key of each reminder kind's name. */
export const KIND_KEY: Record<ReminderKind, keyof typeof en> = {
  oil_change: 'kindOilChange',
  tyre_rotation: 'kindTyreRotation',
  brake_inspection: 'kindBrakeInspection',
  air_filter: 'kindAirFilter',
};
