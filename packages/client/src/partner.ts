/**
 * `createPartnerClient(core)`: the partner console (issue #3): `GET /partner/me`, `GET /partner/bookings
 * ?status=`, `POST /partner/bookings/{id}/accept|decline`, `GET|PUT /partner/widget`, the live
 * events' ticket and stream URL (issue #16); unwrapped from
 * `{ data }` except the decisions (which carry `notification` beside `data`).
 */
import type { PartnerBooking, PartnerEventsTicket, PartnerMe, PartnerWidget } from '@gari/contract/bookings';
import { partnerPaths as p } from '@gari/contract/paths';
import { type Core, whole } from './core';
import type { GariApi } from './types';

/** Creates the partner console part over `core`. */
export function createPartnerClient(core: Core): NonNullable<GariApi['partner']> {
  return {
    me: () => core.call<PartnerMe>(p.me, whole).then((r) => r.data),
    bookings: (status) =>
      core.call<{ data: PartnerBooking[] }>(p.bookings, { ...whole, query: { status } }).then((r) => r.data),
    accept: (id) => core.call(p.accept, { ...whole, params: { booking_id: id } }),
    decline: (id) => core.call(p.decline, { ...whole, params: { booking_id: id } }),
    complete: (id, body) => core.call(p.complete, { ...whole, params: { booking_id: id }, body }),
    widget: (providerId) =>
      core
        .call<PartnerWidget>(p.widget, { ...whole, query: { provider_id: providerId } })
        .then((r) => r.data),
    updateWidget: (body) => core.call<PartnerWidget>(p.updateWidget, { ...whole, body }).then((r) => r.data),
    eventsTicket: () => core.call<PartnerEventsTicket>(p.eventsTicket, whole).then((r) => r.data),
    eventsUrl: (ticket) => core.url(p.events, {}, { ticket }),
  };
}
