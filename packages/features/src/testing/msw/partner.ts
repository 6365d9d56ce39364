/**
 * Partner console routes of the fake backend (issue #3): the staff member, requests of the demo
 * provider (`?status=`), accept/decline of a pending request with an optional message (409 otherwise; the
 * notification is SMS when the customer left a phone, else email), the widget settings, and the live events
 * (issue #16): a ticket, and a stream that says `ready` and then stays open with nothing more (stories drive live events through
 * `PartnerLiveProvider` instead), closed when the page aborts it.
 */
import { PARTNER_ME } from '../fixtures/partner';
import { fail, handle, reply } from './handle';
import type { Scenario } from './scenario';

/** Accept/decline: a pending request; the optional `message` (≤ 500 characters) is the provider's message. */
function decide(s: Scenario, id: string | undefined, status: 'accepted' | 'declined', raw: unknown) {
  const message = ((raw ?? {}) as { message?: unknown }).message;
  if (message !== undefined && (typeof message !== 'string' || message.trim().length > 500)) {
    return fail(422, 'The message may be at most 500 characters.', {
      message: ['The message may be at most 500 characters.'],
    });
  }
  const found = s.db.partnerBookings.find((b) => b.booking_id === id);
  if (found?.status !== 'pending') return fail(409, 'Not pending.');
  const data = {
    ...found,
    status,
    decided_at: s.now().toISOString(),
    provider_message: message?.trim() || null,
  };
  s.db.partnerBookings = s.db.partnerBookings.map((b) => (b.booking_id === id ? data : b));
  return { data, notification: data.phone ? 'sms' : 'email' };
}

/** POST /partner/bookings/{id}/complete (issue #13): an accepted request, `final_price` an integer > 0. */
function complete(s: Scenario, id: string | undefined, raw: unknown) {
  const body = (raw ?? {}) as { final_price?: unknown; message?: string };
  const price = body.final_price;
  if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) {
    return fail(422, 'The final price must be more than 0.', {
      final_price: ['The final price must be more than 0.'],
    });
  }
  const found = s.db.partnerBookings.find((b) => b.booking_id === id);
  if (found?.status !== 'accepted') return fail(409, 'Only accepted bookings can be completed.');
  const data = {
    ...found,
    status: 'completed' as const,
    final_price: price,
    completed_at: s.now().toISOString(),
    provider_message: body.message?.trim() || null,
  };
  s.db.partnerBookings = s.db.partnerBookings.map((b) => (b.booking_id === id ? data : b));
  return { data, notification: data.phone ? 'sms' : 'email' };
}

/** Every partner route. */
export const partnerRoutes = [
  handle('GET', '/partner/me', ({ s, requireUser }) => {
    requireUser();
    // The pending count follows the fake's requests, so a live story's new request raises it (issue #16).
    const pending = s.db.partnerBookings.filter((b) => b.status === 'pending').length;
    const providers = s.db.partnerProviders.map((p) => ({ ...p, pending_count: pending }));
    return { data: { user: PARTNER_ME.user, providers } };
  }),
  handle('GET', '/partner/bookings', ({ s, query, requireUser }) => {
    requireUser();
    const status = query.get('status');
    return { data: s.db.partnerBookings.filter((b) => !status || b.status === status) };
  }),
  handle('POST', '/partner/bookings/{id}/accept', ({ s, params, body, requireUser }) => {
    requireUser();
    return decide(s, params.id, 'accepted', body);
  }),
  handle('POST', '/partner/bookings/{id}/decline', ({ s, params, body, requireUser }) => {
    requireUser();
    return decide(s, params.id, 'declined', body);
  }),
  handle('POST', '/partner/bookings/{id}/complete', ({ s, params, body, requireUser }) => {
    requireUser();
    return complete(s, params.id, body);
  }),
  handle('POST', '/partner/events/ticket', ({ requireUser }) => {
    requireUser();
    return reply(201, { data: { ticket: 'fake-partner-events-ticket', expires_in: 60 } });
  }),
  handle('GET', '/partner/events', ({ query, request }) => {
    if (!query.get('ticket')) return fail(401, 'Unauthenticated.');
    const ready = `retry: 600000\n\nevent: ready\ndata: ${JSON.stringify({ provider_ids: [PARTNER_ME.providers[0]?.id] })}\n\n`;
    // An open stream, as the server's: `ready`, then nothing until the page closes the EventSource.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(ready));
        request.signal.addEventListener(
          'abort',
          () => {
            try {
              controller.close();
            } catch {
              // Already cancelled by the reader.
            }
          },
          { once: true },
        );
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  }),
  handle('GET', '/partner/widget', ({ s, requireUser }) => {
    requireUser();
    return { data: s.db.widget };
  }),
  handle('PUT', '/partner/widget', ({ s, body, requireUser }) => {
    requireUser();
    const b = (body ?? {}) as { allowed_origins?: string[]; brand_color?: string };
    s.db.widget = {
      ...s.db.widget,
      ...(b.allowed_origins ? { allowed_origins: b.allowed_origins } : {}),
      ...(b.brand_color ? { brand_color: b.brand_color } : {}),
    };
    return { data: s.db.widget };
  }),
];
