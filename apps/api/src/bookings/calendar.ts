/**
 * The calendar file of a booking (spec §2 Booking: "Add to Calendar (downloadable event file)"), made
 * with the `ics` package: SUMMARY "Service at {provider}", LOCATION the address, DTSTART the slot in
 * UTC (so every calendar shows the right local time), length = the service's duration (minutes).
 */
import { createEvent, type EventStatus } from 'ics';
import type { ProviderRow } from '../providers/service';
import type { BookingRow } from './service';

const EVENT_STATUS: Record<BookingRow['status'], EventStatus> = {
  pending: 'TENTATIVE',
  accepted: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
  completed: 'CONFIRMED',
};

/**
 * The iCalendar text of a booking. Throws when `ics` rejects the event (a bug, answered as a 500).
 * UID `{booking_id}@gari.rw`; STATUS TENTATIVE while pending, CONFIRMED once accepted, CANCELLED after.
 */
export function bookingCalendar(row: BookingRow, provider: ProviderRow, url?: string): string {
  const location = [provider.address, provider.city].filter(Boolean).join(', ');
  const description = [
    `${row.service} at ${provider.name}.`,
    `Booking ${row.bookingId} (${row.status}) for ${row.date} ${row.time} (${provider.timezone}).`,
    `Phone: ${provider.phone}.`,
    row.notes ? `Notes: ${row.notes}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: `${row.bookingId}@gari.rw`,
    productId: 'gari/booking',
    title: `Service at ${provider.name}`,
    description,
    location,
    geo: { lat: provider.lat, lon: provider.lng },
    start: row.slotStart.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: row.durationMin },
    status: EVENT_STATUS[row.status],
    ...(url ? { url } : {}),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
