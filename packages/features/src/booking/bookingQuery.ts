/**
 * The /booking URL and its query (spec §2 Booking: `type`, `id`, `name`, `services`), in a module of
 * its own so that the garage and carwash lists can link to the wizard without loading it.
 */
import type { BookingProviderInput } from '@gari/machines/booking';

/**
 * Reads the /booking query (spec §2 Booking): `type` (garage by default, or carwash), `id`, `name`,
 * `services` (comma list). Null when `id` is not a positive integer.
 */
export function readBookingQuery(params: URLSearchParams): BookingProviderInput | null {
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const type = params.get('type') === 'carwash' ? 'carwash' : 'garage';
  const services = (params.get('services') ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  return { type, id, name: params.get('name')?.trim() ?? '', services };
}

/** Builds the /booking URL of a provider (the cards' Book Service / Book Now buttons). */
export function bookingHref(p: {
  type: 'garage' | 'carwash';
  id: number;
  name: string;
  services: string[];
}): string {
  const q = new URLSearchParams({
    type: p.type,
    id: String(p.id),
    name: p.name,
    services: p.services.join(','),
  });
  return `/booking?${q.toString()}`;
}
