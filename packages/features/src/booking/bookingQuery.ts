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

/** A repair booking's extra query (issue #13 Book this repair): the report, the car, service and slot. */
export interface RepairQuery {
  diagnosisId: number;
  vehicleId: number;
  /** The service to preselect (one of the provider's). */
  service: string | null;
  /** `YYYY-MM-DD` and `HH:MM` of a slot chosen on the report, or null. */
  date: string | null;
  time: string | null;
}

const positiveId = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
};

/**
 * Reads the repair part of the /booking query (issue #13): `diagnosis` and `vehicle` (positive ids,
 * both required), `service`, `date` (YYYY-MM-DD) and `time` (HH:MM). Null when not a repair booking.
 */
export function readRepairQuery(params: URLSearchParams): RepairQuery | null {
  const diagnosisId = positiveId(params.get('diagnosis'));
  const vehicleId = positiveId(params.get('vehicle'));
  if (diagnosisId === null || vehicleId === null) return null;
  const date = params.get('date');
  const time = params.get('time');
  return {
    diagnosisId,
    vehicleId,
    service: params.get('service')?.trim() || null,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    time: time && /^\d{2}:\d{2}$/.test(time) ? time : null,
  };
}

/**
 * The /booking URL of a repair at a garage (issue #13 Book this repair, from the diagnostic report):
 * the garage (`type`, `id`, `name`, `services`), the `service` to preselect, the report and car
 * (`diagnosis`, `vehicle`) and, when a slot was chosen, its `date` and `time`.
 */
export function repairBookingHref(p: {
  garage: { id: number; name: string; services: string[] };
  service: string;
  diagnosisId: number;
  vehicleId: number;
  slot?: { date: string; time: string } | null;
}): string {
  const q = new URLSearchParams({
    type: 'garage',
    id: String(p.garage.id),
    name: p.garage.name,
    services: p.garage.services.join(','),
    service: p.service,
    diagnosis: String(p.diagnosisId),
    vehicle: String(p.vehicleId),
  });
  if (p.slot) {
    q.set('date', p.slot.date);
    q.set('time', p.slot.time);
  }
  return `/booking?${q.toString()}`;
}

/**
 * The notes a repair booking starts with (issue #13): "Diagnosed by the Gari AI mechanic: {cause}
 * (likely cause). Symptoms: {what the member wrote}." Cut to 500 characters (the API's limit).
 */
export function repairNotes(report: {
  symptoms_text: string;
  result: { diagnoses: Array<{ condition: string }> };
}): string {
  const top = report.result.diagnoses[0]?.condition;
  const text = `Diagnosed by the Gari AI mechanic: ${top ?? 'see the report'}. Symptoms: ${report.symptoms_text.trim()}`;
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
