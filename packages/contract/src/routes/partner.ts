/**
 * Partner console routes under /partner (issue #3 "Partner console"): every route needs a bearer token
 * (401) of a member on some provider's staff (403).
 */

import { z } from 'zod';
import {
  BookingRefParam,
  PartnerBookingList,
  PartnerBookingQuery,
  PartnerComplete,
  PartnerDecide,
  PartnerDecision,
  PartnerEventsQuery,
  PartnerEventsTicket,
  PartnerMe,
  PartnerProvider,
  PartnerWidget,
  PartnerWidgetQuery,
  PartnerWidgetUpdate,
} from '../bookings';
import { dataOf } from '../common';
import { partnerPaths as p } from '../paths';
import { MAX_UPLOAD_BYTES, ProviderPhotoParams } from '../photos';
import { tagged, withParts } from './route';

const errors = [401, 403, 404, 409, 422] as const;
/** `route` of the partner console: its calls answer `errors` unless they name their own. */
const route = withParts(tagged(['partner']), { errors });

/** Description of the accept/decline decisions (`decision`: accepted | declined). */
const decisionDescription = (decision: 'accepted' | 'declined') =>
  `Only pending bookings of your providers (else 404 / 409 naming \`status\`). Sets ${decision} ` +
  'and decided_at, then texts the booking’s phone "Gari: {provider} ' +
  `${decision} your booking {booking_id} for {date} {time}." (email for a member without phone). ` +
  'Body (optional): `message` to the member (≤ 500 characters, issue #13), stored as provider_message ' +
  'and appended to the SMS/mail as "{provider}: {message}".';

/** Accept and decline: the same call but for the decision. */
const decision = { params: BookingRefParam, body: PartnerDecide, answer: PartnerDecision } as const;

/** Partner console routes by name. */
export const partnerRoutes = {
  me: route(p.me, {
    summary: 'The staff member and their providers',
    description: 'Providers with role and pending request count. 403 for members who are nobody’s staff.',
    answer: PartnerMe,
  }),
  bookings: route(p.bookings, {
    summary: 'Booking requests of my providers',
    description:
      'Newest request first; `status` (pending|accepted|declined|cancelled|completed) and `provider_id` filter ' +
      '(403 for a provider that is not yours).',
    query: PartnerBookingQuery,
    answer: PartnerBookingList,
  }),
  accept: route(p.accept, {
    summary: 'Accept a booking request',
    description: decisionDescription('accepted'),
    ...decision,
  }),
  decline: route(p.decline, {
    summary: 'Decline a booking request',
    description: decisionDescription('declined'),
    ...decision,
  }),
  complete: route(p.complete, {
    summary: 'Mark an accepted booking completed (issue #13)',
    description:
      'Only accepted bookings of your providers (else 404 / 409 naming `status`). `final_price`: whole ' +
      'RWF, an integer > 0 (422 naming `final_price`); `message` (optional) is shown to the member. Sets ' +
      'completed, final_price, completed_at, then texts the booking’s phone (email for a member without ' +
      'phone) "Gari: {provider} completed your booking {booking_id}. Final price: {price} RWF. …".',
    params: BookingRefParam,
    body: PartnerComplete,
    answer: PartnerDecision,
  }),
  eventsTicket: route(p.eventsTicket, {
    summary: 'A ticket for the live event stream (issue #16)',
    description:
      'A signed ticket valid 60 s for `GET /partner/events?ticket=` (EventSource cannot send the bearer ' +
      'header). 403 for members who are nobody’s staff.',
    answer: PartnerEventsTicket,
    status: 201,
    errors: [401, 403],
  }),
  events: route(p.events, {
    summary: 'Live booking events of my providers (server-sent events, issue #16)',
    description:
      '`text/event-stream`, never compressed. First `event: ready`, then one `event: booking` with a ' +
      'JSON `PartnerEvent` (`change` created|cancelled|accepted|declined|completed, `booking_id`, ' +
      '`provider_id`, `status`, `at`) whenever a booking of one of the ticket holder’s providers is made ' +
      'or changes; a `: ping` comment every 20 s. 401 for a missing, expired or forged ticket (or an ' +
      'ended session), 403 when the holder is no longer staff. Ends when the server shuts down.',
    query: PartnerEventsQuery,
    answer: z.string(),
    errors: [401, 403, 422],
  }),
  widget: route(p.widget, {
    summary: 'Widget settings of one of my providers',
    description: 'widget_key, allowed_origins, brand_color, the snippet to paste and a plain iframe URL.',
    query: PartnerWidgetQuery,
    answer: PartnerWidget,
  }),
  updateWidget: route(p.updateWidget, {
    summary: 'Change widget settings',
    description:
      'allowed_origins (scheme://host[:port], at most 20, replaces the list), brand_color (#rrggbb), ' +
      'regenerate_key (true issues a new key; old snippets stop working). 422 naming fields.',
    body: PartnerWidgetUpdate,
    answer: PartnerWidget,
  }),
  uploadPhoto: route(p.uploadPhoto, {
    summary: 'Upload or replace the cover photo or logo of one of my providers (issue #16)',
    description:
      `multipart/form-data with one file in the field named like \`kind\` (\`cover\` or \`logo\`; JPEG, PNG, ` +
      `WebP, AVIF, HEIC, GIF, TIFF; at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB). The content is sniffed, not ` +
      'the declared type. Covers are cropped 16:9 and re-encoded at 360, 720 and 1280 px, logos square at ' +
      '96, 192 and 384 px, each as WebP and AVIF with EXIF stripped. Not an image: 422 on the field (code ' +
      '`invalid_format`); too large: 422 (code `too_big`); the old picture stays in both cases. 403 for a ' +
      'provider you are not staff of. Answers the provider as `/partner/me` lists it.',
    params: ProviderPhotoParams,
    answer: dataOf(PartnerProvider),
    status: 201,
  }),
  removePhoto: route(p.removePhoto, {
    summary: 'Remove the cover photo or logo of one of my providers (issue #16)',
    description: 'The generated cover is shown again. Answers the provider as `/partner/me` lists it.',
    params: ProviderPhotoParams,
    answer: dataOf(PartnerProvider),
  }),
};
