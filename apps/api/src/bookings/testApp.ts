/**
 * The bookings suites' test app (issue #3): five providers (Solo Bay with one bay, Duo Bay with two,
 * the carwash Wash One, Widget Garage with a widget key for `https://partner.example`, Nairobi Bay in
 * Kenya), two members, and the clock at Monday 2030-01-07 10:30 in Kigali during each test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { bookings } from '../db/schema';
import { insertProviders } from '../providers/fixtures';
import type { ProviderRow } from '../providers/service';
import { clock } from '../providers/time';
import { type Backend, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

/** Monday 2030-01-07, 10:30 in Kigali. */
export const NOW = new Date('2030-01-07T08:30:00Z');
/** The day after {@link NOW}. */
export const TOMORROW = '2030-01-08';
/** The real clock, put back after each test. */
export const realNow = clock.now;
/** The partner site allowed to book through Widget Garage's widget. */
export const PARTNER = 'https://partner.example';

/** Unfolds an iCalendar text into `NAME` → value (first occurrence; parameters dropped). */
export function icsFields(text: string): Record<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (!(name in fields)) fields[name] = line.slice(colon + 1);
  }
  return fields;
}

/** What the suite's hooks set before the tests run. */
export interface BookingsSuite {
  t: TestApp;
  fx: Map<string, ProviderRow>;
  /** The member who books; `other` is a second member. */
  member: Member;
  other: Member;
}

/**
 * Registers the hooks of a bookings suite on `backend` in the calling `describe` and returns the
 * suite (`s`, filled in `beforeAll`) with its helpers: `p(slug)` a provider row, `book(body)` POST
 * /bookings, `garageBody(slug)` a valid §3 garage payload for tomorrow 09:00, `rowOf(ref)` the
 * booking's row.
 */
export function bookingsSuite(backend: Backend) {
  const s = {} as BookingsSuite;
  const p = (slug: string) => {
    const row = s.fx.get(slug);
    if (!row) throw new Error(`fixture ${slug} missing`);
    return row;
  };

  beforeAll(async () => {
    s.t = await createTestApp(backend);
    s.fx = await insertProviders(s.t.database.db, [
      {
        slug: 'solo-bay',
        name: 'Solo Bay',
        address: "12 Avenue de l'Uprona",
        city: 'Bujumbura',
        capacity: 1,
        services: [
          { name: 'Oil Change', price: 20_000, duration: 45 },
          { name: 'Brake Service', price: 40_000, duration: 90 },
        ],
      },
      { slug: 'duo-bay', name: 'Duo Bay', capacity: 2, services: [{ name: 'Oil Change', price: 20_000 }] },
      {
        slug: 'wash-one',
        name: 'Wash One',
        type: 'carwash',
        capacity: 2,
        services: [{ name: 'Quick Wash', price: 3_000, duration: 20 }],
      },
      {
        slug: 'widget-garage',
        name: 'Widget Garage',
        capacity: 3,
        widgetKey: 'gw_test_widget_key',
        allowedOrigins: [PARTNER],
        services: [{ name: 'Diagnostics', price: 15_000, duration: 60 }],
      },
      {
        slug: 'nairobi-bay',
        name: 'Nairobi Bay',
        country: 'KE',
        timezone: 'Africa/Nairobi',
        services: [{ name: 'Oil Change', price: 20_000, duration: 30 }],
      },
    ]);
    s.member = await registerMember(s.t.app, { tag: 'booker' });
    s.other = await registerMember(s.t.app, { tag: 'other' });
  });
  beforeEach(() => {
    clock.now = () => NOW;
  });
  afterEach(() => {
    clock.now = realNow;
  });
  afterAll(async () => {
    await s.t?.close();
  });

  const book = (
    body: Record<string, unknown>,
    opts: { token?: string; headers?: Record<string, string> } = {},
  ) => send(s.t.app, '/api/v1/bookings', { body, ...opts });
  const garageBody = (slug: string, extra: Record<string, unknown> = {}) => ({
    provider_type: 'garage',
    provider_id: p(slug).id,
    date: TOMORROW,
    time: '09:00',
    service: 'Oil Change',
    notes: 'Please check the tyre pressure too.',
    full_name: 'Visitor Uwase',
    phone: '0788 123 456',
    ...extra,
  });
  const rowOf = async (ref: string) => {
    const [row] = await s.t.database.db.select().from(bookings).where(eq(bookings.bookingId, ref));
    if (!row) throw new Error(`booking ${ref} not found`);
    return row;
  };
  return { s, p, book, garageBody, rowOf };
}
