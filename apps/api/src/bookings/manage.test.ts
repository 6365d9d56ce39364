import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { clock } from '../providers/time';
import { BACKENDS } from '../testing/db';
import { send } from '../testing/http';
import { bookingsSuite, icsFields, NOW, TOMORROW } from './testApp';

describe.each(BACKENDS)('booking management on $name', (backend) => {
  const { s, p, book, garageBody, rowOf } = bookingsSuite(backend);

  describe('cancel', () => {
    it('lets a member cancel their own pending or accepted future booking only', async () => {
      const made = await book(garageBody('duo-bay', { time: '13:00' }), {
        token: s.member.tokens.access_token,
      });
      expect(made.statusCode).toBe(201);
      const ref = made.json().booking_id as string;
      const url = `/api/v1/bookings/${ref}/cancel`;
      expect((await send(s.t.app, url, { method: 'POST' })).statusCode).toBe(401);
      const foreign = await send(s.t.app, url, { method: 'POST', token: s.other.tokens.access_token });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Booking not found.' });
      const ok = await send(s.t.app, url, { method: 'POST', token: s.member.tokens.access_token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ booking_id: ref, status: 'cancelled', can_cancel: false });
      expect(ok.json().data.cancelled_at).toBe(NOW.toISOString());
      const again = await send(s.t.app, url, { method: 'POST', token: s.member.tokens.access_token });
      expect(again.statusCode).toBe(409);
      expect(Object.keys(again.json().errors)).toEqual(['status']);
      const badRef = await send(s.t.app, '/api/v1/bookings/abc/cancel', {
        method: 'POST',
        token: s.member.tokens.access_token,
      });
      expect(badRef.statusCode).toBe(422);
      expect(Object.keys(badRef.json().errors)).toEqual(['booking_id']);
    });

    it('refuses to cancel a declined booking or one that has started', async () => {
      const declined = await book(garageBody('duo-bay', { time: '12:00' }), {
        token: s.member.tokens.access_token,
      });
      const started = await book(garageBody('duo-bay', { time: '16:00' }), {
        token: s.member.tokens.access_token,
      });
      const accepted = await book(garageBody('duo-bay', { time: '14:00' }), {
        token: s.member.tokens.access_token,
      });
      await s.t.database.db
        .update(bookings)
        .set({ status: 'declined' })
        .where(eq(bookings.bookingId, declined.json().booking_id));
      await s.t.database.db
        .update(bookings)
        .set({ status: 'accepted' })
        .where(inArray(bookings.bookingId, [accepted.json().booking_id, started.json().booking_id]));
      const cancel = (ref: string) =>
        send(s.t.app, `/api/v1/bookings/${ref}/cancel`, {
          method: 'POST',
          token: s.member.tokens.access_token,
        });
      const d = await cancel(declined.json().booking_id);
      expect(d.statusCode).toBe(409);
      expect(d.json().errors.status).toEqual(['This booking is declined and can no longer be cancelled.']);
      clock.now = () => new Date('2030-01-08T14:05:00Z'); // 16:05 in Kigali on the day
      const late = await cancel(started.json().booking_id);
      expect(late.statusCode).toBe(409);
      expect(Object.keys(late.json().errors)).toEqual(['date']);
      clock.now = () => NOW;
      const a = await cancel(accepted.json().booking_id);
      expect(a.statusCode).toBe(200);
      expect(a.json().data.status).toBe('cancelled');
    });
  });

  describe('calendar file', () => {
    it('gives the event with DTSTART in UTC, SUMMARY, LOCATION and the service length', async () => {
      const made = await book(garageBody('solo-bay', { time: '09:00', service: 'Brake Service' }), {
        token: s.member.tokens.access_token,
      });
      expect(made.statusCode, made.body).toBe(201);
      const ref = made.json().booking_id as string;
      const res = await send(s.t.app, `/api/v1/bookings/${ref}/calendar.ics`, {
        token: s.member.tokens.access_token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gari-${ref}.ics"`);
      expect(res.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
      const f = icsFields(res.body);
      expect(f.DTSTART).toBe('20300108T070000Z'); // 09:00 in Kigali
      expect(f.SUMMARY).toBe('Service at Solo Bay');
      expect(f.LOCATION).toBe("12 Avenue de l'Uprona\\, Bujumbura");
      expect(f.DURATION).toBe('PT90M');
      expect(f.STATUS).toBe('TENTATIVE');
      expect(f.UID).toBe(`${ref}@gari.rw`);
      expect(f.DESCRIPTION).toContain(ref);

      // Visitors use the code from the POST answer; nobody else gets it.
      const code = new URL(made.json().calendar_url).searchParams.get('code');
      const byCode = await send(s.t.app, `/api/v1/bookings/${ref}/calendar.ics?code=${code}`);
      expect(byCode.statusCode).toBe(200);
      expect(icsFields(byCode.body).DTSTART).toBe('20300108T070000Z');
      expect((await send(s.t.app, `/api/v1/bookings/${ref}/calendar.ics?code=wrong`)).statusCode).toBe(404);
      expect((await send(s.t.app, `/api/v1/bookings/${ref}/calendar.ics`)).statusCode).toBe(404);
      const foreign = await send(s.t.app, `/api/v1/bookings/${ref}/calendar.ics`, {
        token: s.other.tokens.access_token,
      });
      expect(foreign.statusCode).toBe(404);

      await s.t.database.db.update(bookings).set({ status: 'accepted' }).where(eq(bookings.bookingId, ref));
      const confirmed = await send(s.t.app, `/api/v1/bookings/${ref}/calendar.ics?code=${code}`);
      expect(icsFields(confirmed.body).STATUS).toBe('CONFIRMED');
    });

    it('places the event in the provider’s own time zone', async () => {
      const made = await book({
        provider_id: p('nairobi-bay').id,
        date: TOMORROW,
        time: '09:00',
        service: 'Oil Change',
        full_name: 'Wanjiku K.',
        phone: '0712 345 678',
      });
      expect(made.statusCode, made.body).toBe(201);
      expect((await rowOf(made.json().booking_id)).phone).toBe('+254712345678');
      const ics = await send(
        s.t.app,
        new URL(made.json().calendar_url).pathname + new URL(made.json().calendar_url).search,
      );
      const f = icsFields(ics.body);
      expect(f.DTSTART).toBe('20300108T060000Z'); // 09:00 in Nairobi (UTC+3)
      expect(f.DURATION).toBe('PT30M');
    });
  });
});
