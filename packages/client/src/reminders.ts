/**
 * `createRemindersClient(core)`: service reminders of a car (issue #13 "Service reminders"): the list
 * with each reminder's standing (km, months, next due km and date), the interval edit, "mark done",
 * and the My Cars badge counts. Rejects with an ApiError: 404 for another member's car, 422 naming
 * `interval_km` / `interval_months` / `date` on bad input.
 */
import { reminderPaths as p } from '@gari/contract/paths';
import type {
  ReminderBadge,
  ReminderDone,
  ReminderKind,
  ReminderList,
  ReminderUpdate,
  ServiceReminder,
} from '@gari/contract/reminders';
import { type Core, list, one, whole } from './core';
import { withDerived } from './derive';
import type { GariApi } from './types';

/** Reminders part of the client. */
export interface RemindersClient {
  /** `GET /vehicles/{id}/reminders`: every kind with its standing, and the odometer used (km); whole. */
  list(vehicleId: number): Promise<ReminderList>;
  /** `PATCH /vehicles/{id}/reminders/{kind}`: new interval (km and/or months); the reminder, unwrapped. */
  update(vehicleId: number, kind: ReminderKind, body: ReminderUpdate): Promise<ServiceReminder>;
  /** `POST /vehicles/{id}/reminders/{kind}/done`: service done (default today, current odometer). */
  done(vehicleId: number, kind: ReminderKind, body?: ReminderDone): Promise<ServiceReminder>;
  /** `GET /reminders/due`: due_soon / due / overdue counts per car (My Cars badge), unwrapped. */
  badges(): Promise<ReminderBadge[]>;
}

/** Creates the reminders part over `core`. */
export function createRemindersClient(core: Core): GariApi['reminders'] {
  const methods: RemindersClient = {
    list: (id) => core.call(p.list, { ...whole, params: { id } }),
    update: (id, kind, body) => core.call(p.update, { ...one, params: { id, kind }, body }),
    done: (id, kind, body = {}) => core.call(p.done, { ...one, params: { id, kind }, body }),
    badges: () => core.call(p.badges, list),
  };
  return withDerived(core, p, methods);
}
