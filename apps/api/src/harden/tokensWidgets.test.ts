/**
 * Issue #9 findings 9, 10: tokens without `exp` refused, `Cache-Control: no-store` on private
 * answers, and widget bookings only from allowed origins.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, secretKey } from '../auth/tokens';
import { insertProviders } from '../providers/fixtures';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { PARTNER, TOMORROW } from './fixtures';

describe.each(BACKENDS)('tokens and caching on $name (finding 10)', (backend) => {
  let t: TestApp;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t.app, { tag: 'cache' });
  }, 240_000);
  afterAll(() => t?.close());

  it('refuses a validly signed access token without exp', async () => {
    const key = secretKey(t.config.jwtSecret);
    const payload = JSON.parse(
      Buffer.from(m.tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    const noExp = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('gari')
      .setIssuedAt()
      .sign(key);
    expect((await send(t.app, '/api/v1/users/me', { token: noExp })).statusCode).toBe(401);
    const withExp = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('gari')
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
      .sign(key);
    expect((await send(t.app, '/api/v1/users/me', { token: withExp })).statusCode).toBe(200);
  });

  it('sends Cache-Control: no-store on every authenticated answer and on token answers', async () => {
    const token = m.tokens.access_token;
    for (const url of ['/api/v1/users/me', '/api/v1/vehicles', '/api/v1/auth/sessions', '/api/v1/bookings']) {
      const res = await send(t.app, url, { token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Public reference lists keep their caching when nobody is signed in.
    expect((await send(t.app, '/api/v1/makes')).headers['cache-control']).toBe('public, max-age=3600');
    const login = await send(t.app, '/api/v1/auth/login', { body: { email: m.email, password: m.password } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe.each(BACKENDS)('widget bookings on $name (finding 9)', (backend) => {
  let t: TestApp;
  let widgetGarage: number;
  let otherGarage: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const fx = await insertProviders(t.database.db, [
      {
        slug: 'harden-widget',
        name: 'Harden Widget',
        widgetKey: 'gw_harden_widget_key',
        allowedOrigins: [PARTNER],
        services: [{ name: 'Oil Change', price: 20_000, duration: 30 }],
      },
      {
        slug: 'harden-other',
        name: 'Harden Other',
        widgetKey: 'gw_harden_other_key',
        allowedOrigins: ['https://other.example'],
        services: [{ name: 'Oil Change', price: 20_000, duration: 30 }],
      },
    ]);
    widgetGarage = fx.get('harden-widget')?.id ?? 0;
    otherGarage = fx.get('harden-other')?.id ?? 0;
  }, 240_000);
  afterAll(() => t?.close());

  let minute = 0;
  const body = (extra: Record<string, unknown> = {}) => ({
    provider_type: 'garage',
    date: TOMORROW,
    time: `1${minute++ % 6}:00`,
    service: 'Oil Change',
    full_name: 'Widget Visitor',
    phone: '+250 783 000 111',
    ...extra,
  });
  const book = (payload: object, origin?: string, host?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload,
      headers: { ...(origin ? { origin } : {}), ...(host ? { host } : {}) },
    });

  it('refuses a booking from a foreign origin without a widget key (403 naming origin)', async () => {
    const res = await book(body({ provider_id: widgetGarage }), 'https://evil.example');
    expect(res.statusCode, res.body).toBe(403);
    expect(Object.keys(res.json().errors)).toEqual(['origin']);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // Even from an origin a provider allows: without the key it is not a widget booking.
    const partner = await book(body({ provider_id: widgetGarage }), PARTNER);
    expect(partner.statusCode).toBe(403);
    // Gari's own origin (APP_URL or the request's host) and non-browser clients book as the site.
    expect((await book(body({ provider_id: widgetGarage }), 'http://gari.test')).statusCode).toBe(201);
    expect(
      (await book(body({ provider_id: widgetGarage }), 'http://127.0.0.1:3000', '127.0.0.1:3000')).statusCode,
    ).toBe(201);
    expect((await book(body({ provider_id: widgetGarage }))).statusCode).toBe(201);
  });

  it('gives CORS on POST /bookings only to the origin + key + booked provider pairing', async () => {
    const paired = await book(
      body({ provider_id: widgetGarage, widget_key: 'gw_harden_widget_key' }),
      PARTNER,
    );
    expect(paired.statusCode, paired.body).toBe(201);
    expect(paired.headers['access-control-allow-origin']).toBe(PARTNER);
    // PARTNER is allowed by harden-widget, but books harden-other with its key: no CORS, refused.
    const cross = await book(body({ provider_id: otherGarage, widget_key: 'gw_harden_other_key' }), PARTNER);
    expect(cross.statusCode).toBe(403);
    expect(cross.headers['access-control-allow-origin']).toBeUndefined();
    // The key of one provider booking another: no CORS, 422 on widget_key.
    const wrongKey = await book(
      body({ provider_id: otherGarage, widget_key: 'gw_harden_widget_key' }),
      PARTNER,
    );
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.headers['access-control-allow-origin']).toBeUndefined();
    // A paired widget still reads its 422 answers (CORS decided before validation).
    const bad = await book(
      body({ provider_id: widgetGarage, widget_key: 'gw_harden_widget_key', service: '' }),
      PARTNER,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['access-control-allow-origin']).toBe(PARTNER);
    // Other /bookings calls get no CORS for a widget origin.
    const list = await t.app.inject({ url: '/api/v1/bookings', headers: { origin: PARTNER } });
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
  });
});
