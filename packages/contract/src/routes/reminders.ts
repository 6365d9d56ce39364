/**
 * Service reminder routes (issue #13 "Service reminders"): a car's reminders with their standing, the
 * interval edit, "mark done", and the My Cars badge counts. All need a bearer token; another member's
 * vehicle is a 404.
 */
import { IdParam } from '../common';
import { reminderPaths as p } from '../paths';
import {
  ReminderBadgeList,
  ReminderData,
  ReminderDone,
  ReminderList,
  ReminderParams,
  ReminderUpdate,
} from '../reminders';
import { carErrors, tagged, withParts } from './route';

const route = tagged(['reminders']);
/** `route` for a change of one reminder of my car (`:id`, `:kind`): answers the reminder. */
const reminderChange = withParts(route, { params: ReminderParams, answer: ReminderData, errors: carErrors });

/** Reminder routes by name. */
export const reminderRoutes = {
  list: route(p.list, {
    summary: "A car's service reminders",
    description:
      'Every kind (oil change, tyre rotation, brake inspection, air filter) with its interval (km, ' +
      "months; the make's schedule or the default), last service, next due km and date and status " +
      '(ok, due_soon, due, overdue) against the highest refuel odometer or the car mileage.',
    params: IdParam,
    answer: ReminderList,
    errors: carErrors,
  }),
  update: reminderChange(p.update, {
    summary: 'Change a reminder interval',
    description:
      'interval_km 500..100000 or null, interval_months 1..60 or null; not both null (422 naming ' +
      '`interval_km`). The due occurrence is kept (no new reminder is sent for an already-sent one).',
    body: ReminderUpdate,
  }),
  done: reminderChange(p.done, {
    summary: 'Mark a service done',
    description:
      'Resets the reminder from `date` (default today, not in the future: 422 `date`) and `odometer_km` ' +
      '(default the current odometer). The next reminder is sent at the next due occurrence.',
    body: ReminderDone,
  }),
  badges: route(p.badges, {
    summary: 'Reminders needing attention, per car',
    description:
      "Counts of due_soon, due and overdue reminders of each of the member's cars (My Cars badge).",
    answer: ReminderBadgeList,
    errors: [401],
  }),
};
