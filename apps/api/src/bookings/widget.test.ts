/**
 * Bookings through a provider's widget (issue #3): the widget key, allowed origins and CORS.
 */
import { ORIGIN_REFUSED_MESSAGE } from '@gari/contract/bookings';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { BACKENDS } from '../testing/db';
import { send } from '../testing/http';
import { bookingsSuite, PARTNER, TOMORROW } from './testApp';

describe.each(BACKENDS)('widget bookings on $name', (backend) => {
  const { s, p, book, rowOf } = bookingsSuite(backend);

  describe('widget bookings and CORS', () => {
    const widgetBody = (extra: Record<string, unknown> = {}) => ({
      provider_id: p('widget-garage').id,
      provider_type: 'garage',
      date: TOMORROW,
      time: '11:00',
      service: 'Diagnostics',
      full_name: 'Widget Visitor',
      phone: '+250 783 000 111',
      widget_key: 'gw_test_widget_key',
      ...extra,
    });

    it('accepts a widget booking from an allowed origin and records it', async () => {
      const res = await book(widgetBody(), { headers: { origin: PARTNER } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      const row = await rowOf(res.json().booking_id);
      expect(row).toMatchObject({ source: 'widget', widgetOrigin: PARTNER });
      // The Gari site itself (the plain iframe page) is allowed too.
      const site = await book(widgetBody({ time: '12:00' }), { headers: { origin: 'http://gari.test' } });
      expect(site.statusCode).toBe(201);
    });

    it('refuses a widget booking from another origin or without one (403 naming origin)', async () => {
      const evil = await book(widgetBody(), { headers: { origin: 'https://evil.example' } });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({
        message: ORIGIN_REFUSED_MESSAGE,
        errors: { origin: ['The origin https://evil.example is not allowed for this widget.'] },
      });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      const none = await book(widgetBody());
      expect(none.statusCode).toBe(403);
      expect(none.json().errors.origin).toEqual(['The request has no Origin header.']);
      const wrongKey = await book(widgetBody({ widget_key: 'gw_test_solo-bay' }), {
        headers: { origin: PARTNER },
      });
      expect(wrongKey.statusCode).toBe(422);
      expect(Object.keys(wrongKey.json().errors)).toEqual(['widget_key']);
      const [n] = await s.t.database.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.providerId, p('widget-garage').id), eq(bookings.source, 'widget')));
      expect(n?.n).toBe(2);
    });

    it('answers preflights and reads from allowed origins only, without credentials', async () => {
      const preflight = (url: string, origin: string, method = 'POST') =>
        s.t.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': method,
            'access-control-request-headers': 'content-type',
          },
        });
      const ok = await preflight('/api/v1/bookings', PARTNER);
      expect(ok.statusCode).toBe(204);
      expect(ok.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(String(ok.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
      expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(ok.headers.vary)).toContain('Origin');
      const refused = await preflight('/api/v1/bookings', 'https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.statusCode).toBe(404);

      const slotsUrl = (slug: string) => `/api/v1/providers/garage/${p(slug).id}/slots?date=${TOMORROW}`;
      const ownSlots = await send(s.t.app, slotsUrl('widget-garage'), { headers: { origin: PARTNER } });
      expect(ownSlots.statusCode).toBe(200);
      expect(ownSlots.headers['access-control-allow-origin']).toBe(PARTNER);
      const otherSlots = await send(s.t.app, slotsUrl('solo-bay'), { headers: { origin: PARTNER } });
      expect(otherSlots.headers['access-control-allow-origin']).toBeUndefined();
      const page = await send(s.t.app, '/api/v1/providers/garage/widget-garage', {
        headers: { origin: PARTNER },
      });
      expect(page.headers['access-control-allow-origin']).toBe(PARTNER);
      const lists = await send(s.t.app, '/api/v1/garages', { headers: { origin: PARTNER } });
      expect(lists.headers['access-control-allow-origin']).toBeUndefined();

      const widget = await send(s.t.app, '/api/v1/widgets/gw_test_widget_key', {
        headers: { origin: PARTNER },
      });
      expect(widget.statusCode).toBe(200);
      expect(widget.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(widget.json().data).toMatchObject({
        widget_key: 'gw_test_widget_key',
        brand_color: '#0f766e',
        provider: { slug: 'widget-garage', services: ['Diagnostics'] },
      });
      expect((await send(s.t.app, '/api/v1/widgets/gw_unknown_key_123')).statusCode).toBe(404);
    });
  });
});
