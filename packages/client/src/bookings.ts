/**
 * `createBookingsClient(core)`: bookings (spec §3 Booking request, §7 Booking; issue #3). `create` sends
 * `widget_key` from `opts.widgetKey`; `calendarUrl` only builds the .ics URL (no request).
 */
import { bookingPaths as p } from '@gari/contract/paths';
import { type Core, list, one, whole } from './core';

import type { GariApi } from './types';

/** Creates the bookings part over `core`. */
export function createBookingsClient(core: Core): GariApi['bookings'] {
  return {
    create: (body, opts) =>
      core.call(p.create, {
        ...whole,
        body: opts?.widgetKey ? { ...body, widget_key: opts.widgetKey } : body,
      }),
    list: (query) => core.call(p.list, query ? { ...list, query: { ...query } } : list),
    logExpense: (bookingId, body = {}) =>
      core.call(p.expense, { ...one, params: { booking_id: bookingId }, body }),
    cancel: (bookingId) => core.call(p.cancel, { ...one, params: { booking_id: bookingId } }),
    calendarUrl: (bookingId, code) =>
      core.url(p.calendar, { booking_id: bookingId }, code ? { code } : undefined),
  };
}
