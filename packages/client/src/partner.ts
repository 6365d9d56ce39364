/**
 * `createPartnerClient(core)`: the partner console (issue #3): `GET /partner/me`, `GET /partner/bookings
 * ?status=`, `POST /partner/bookings/{id}/accept|decline` (optional `{ message }`), `GET|PUT /partner/widget`,
 * the providers' photos, the live events' ticket and stream URL (issue #16); unwrapped from
 * `{ data }` except the decisions (which carry `notification` beside `data`).
 */
import type {
  PartnerBooking,
  PartnerEventsTicket,
  PartnerMe,
  PartnerProvider,
  PartnerWidget,
} from '@gari/contract/bookings';
import { partnerPaths as p } from '@gari/contract/paths';
import { type Core, whole } from './core';
import { withDerived } from './derive';
import type { GariApi, PartnerClient } from './types';

/**
 * Partner routes the methods call under other names, so not derived: the event stream, opened by an
 * `EventSource` at `eventsUrl(ticket)`, never fetched.
 */
export const PARTNER_COVERED = ['events'] as const;

/** Creates the partner console part over `core`. */
export function createPartnerClient(core: Core): NonNullable<GariApi['partner']> {
  const methods: PartnerClient = {
    me: () => core.call<PartnerMe>(p.me, whole).then((r) => r.data),
    bookings: (status) =>
      core.call<{ data: PartnerBooking[] }>(p.bookings, { ...whole, query: { status } }).then((r) => r.data),
    accept: (id, body) =>
      core.call(p.accept, { ...whole, params: { booking_id: id }, ...(body ? { body } : {}) }),
    decline: (id, body) =>
      core.call(p.decline, { ...whole, params: { booking_id: id }, ...(body ? { body } : {}) }),
    complete: (id, body) => core.call(p.complete, { ...whole, params: { booking_id: id }, body }),
    widget: (providerId) =>
      core
        .call<PartnerWidget>(p.widget, { ...whole, query: { provider_id: providerId } })
        .then((r) => r.data),
    updateWidget: (body) => core.call<PartnerWidget>(p.updateWidget, { ...whole, body }).then((r) => r.data),
    uploadPhoto(providerId, kind, file, filename = `${kind}.jpg`, options = {}) {
      const body = new FormData();
      body.append(kind, file, filename);
      return core
        .call<{ data: PartnerProvider }>(p.uploadPhoto, {
          ...whole,
          params: { provider_id: providerId, kind },
          body,
          onUploadProgress: options.onProgress,
          signal: options.signal,
        })
        .then((r) => r.data);
    },
    removePhoto: (providerId, kind) =>
      core
        .call<{ data: PartnerProvider }>(p.removePhoto, {
          ...whole,
          params: { provider_id: providerId, kind },
        })
        .then((r) => r.data),
    eventsTicket: () => core.call<PartnerEventsTicket>(p.eventsTicket, whole).then((r) => r.data),
    eventsUrl: (ticket) => core.url(p.events, {}, { ticket }),
  };
  return withDerived(core, p, methods, PARTNER_COVERED);
}
