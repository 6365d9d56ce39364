/**
 * Fakes of the partner console (issue #3) for stories: an in-memory `api.partner` with requests of
 * one provider, widget settings that `updateWidget` edits, and steerable failures and delays.
 */
import { ApiError } from '@gari/client/errors';
import type { GariApi } from '@gari/client/types';
import type { PartnerBooking, PartnerMe, PartnerWidget } from '@gari/contract/bookings';

type PartnerApi = NonNullable<GariApi['partner']>;

/** The demo provider of the stories. */
export const PARTNER_PROVIDER = {
  id: 3,
  type: 'garage' as const,
  slug: 'remera-auto-care',
  name: 'Remera Auto Care',
  city: 'Kigali',
  role: 'owner' as const,
  pending_count: 2,
};

/** The signed-in staff member of the stories. */
export const PARTNER_ME: PartnerMe['data'] = {
  user: { id: 9, name: 'Remera Staff', email: 'staff.remera@gari.rw' },
  providers: [PARTNER_PROVIDER],
};

const base = {
  provider: {
    id: 3,
    type: 'garage' as const,
    name: 'Remera Auto Care',
    address: 'KG 11 Ave, Remera',
    city: 'Kigali',
    phone: '+250788300300',
  },
  duration_min: 45,
  timezone: 'Africa/Kigali',
  created_at: '2026-11-20T08:00:00.000Z',
  decided_at: null,
  cancelled_at: null,
};

/** Seed requests: two pending (a visitor by widget and a member), one accepted. */
export const PARTNER_BOOKINGS: PartnerBooking[] = [
  {
    ...base,
    booking_id: 'GR-7K2M9Q',
    status: 'pending',
    service: 'Oil Change',
    date: '2026-12-01',
    time: '10:00',
    starts_at: '2026-12-01T08:00:00.000Z',
    full_name: 'Aline Uwase',
    phone: '+250788123456',
    notes: 'White RAV4',
    source: 'widget',
    is_member: false,
    widget_origin: 'https://remera-auto.rw',
  },
  {
    ...base,
    booking_id: 'GR-3PQ8ZD',
    status: 'pending',
    service: 'Brake Service',
    date: '2026-12-02',
    time: '14:00',
    starts_at: '2026-12-02T12:00:00.000Z',
    full_name: 'Jean Mugisha',
    phone: null,
    notes: null,
    source: 'site',
    is_member: true,
    widget_origin: null,
  },
  {
    ...base,
    booking_id: 'GR-9AB4CD',
    status: 'accepted',
    service: 'Wheel Alignment',
    date: '2026-11-28',
    time: '09:00',
    starts_at: '2026-11-28T07:00:00.000Z',
    full_name: 'Eric Habimana',
    phone: '+250722555111',
    notes: null,
    source: 'site',
    is_member: true,
    widget_origin: null,
    decided_at: '2026-11-20T09:00:00.000Z',
  },
];

/** Seed widget settings. */
export const PARTNER_WIDGET: PartnerWidget['data'] = {
  provider_id: 3,
  widget_key: 'gw_demo_remera_auto_care',
  allowed_origins: ['https://remera-auto.rw'],
  brand_color: '#0f766e',
  snippet:
    '<script async src="https://gari.rw/embed/loader.js" data-gari-key="gw_demo_remera_auto_care"></script>\n' +
    '<div data-gari-booking></div>',
  iframe_url: 'https://gari.rw/embed/booking?key=gw_demo_remera_auto_care',
};

/** Options of {@link createPartnerFake}. */
export interface PartnerFakeOptions {
  /** Seed requests. @default PARTNER_BOOKINGS */
  bookings?: PartnerBooking[];
  /** Failures per method, e.g. `{ me: { status: 403, message: '…' } }`. */
  failures?: Partial<Record<keyof PartnerApi, { status: number; message?: string }>>;
  /** Methods that never answer (loading states). */
  never?: (keyof PartnerApi)[];
}

/** The fake `api.partner` plus its call log. */
export interface PartnerFake extends PartnerApi {
  calls: { method: keyof PartnerApi; args: unknown[] }[];
}

/** Creates an in-memory `api.partner` (see the module comment). */
export function createPartnerFake(options: PartnerFakeOptions = {}): PartnerFake {
  let bookings = structuredClone(options.bookings ?? PARTNER_BOOKINGS);
  let widget = structuredClone(PARTNER_WIDGET);
  const calls: PartnerFake['calls'] = [];
  const run = async <T>(method: keyof PartnerApi, args: unknown[], answer: () => T): Promise<T> => {
    calls.push({ method, args });
    await new Promise((r) => setTimeout(r, 30));
    if (options.never?.includes(method)) await new Promise(() => {});
    const failure = options.failures?.[method];
    if (failure) {
      throw new ApiError({
        status: failure.status,
        method: 'GET',
        path: `/partner/${method}`,
        ...(failure.message ? { message: failure.message } : {}),
      });
    }
    return answer();
  };
  const decide = (id: string, status: 'accepted' | 'declined') => {
    const found = bookings.find((b) => b.booking_id === id);
    if (found?.status !== 'pending') {
      throw new ApiError({
        status: 409,
        method: 'POST',
        path: `/partner/bookings/${id}`,
        message: 'Not pending.',
      });
    }
    const data = { ...found, status, decided_at: '2026-11-20T10:00:00.000Z' };
    bookings = bookings.map((b) => (b.booking_id === id ? data : b));
    return { data, notification: data.phone ? ('sms' as const) : ('email' as const) };
  };
  return {
    calls,
    me: () => run('me', [], () => PARTNER_ME),
    bookings: (status) =>
      run('bookings', [status], () => bookings.filter((b) => status === undefined || b.status === status)),
    accept: (id) => run('accept', [id], () => decide(id, 'accepted')),
    decline: (id) => run('decline', [id], () => decide(id, 'declined')),
    widget: (providerId) => run('widget', [providerId], () => widget),
    updateWidget: (body) =>
      run('updateWidget', [body], () => {
        widget = {
          ...widget,
          ...(body.allowed_origins ? { allowed_origins: body.allowed_origins } : {}),
          ...(body.brand_color ? { brand_color: body.brand_color } : {}),
        };
        return widget;
      }),
  };
}
