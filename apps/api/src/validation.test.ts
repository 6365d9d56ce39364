/**
 * Bad input on every route gives a 4xx JSON answer naming the field (issue #2: "malformed bodies on every
 * route give 4xx JSON naming the field"; "bad input never yields a 5xx"). Table-driven; the table is
 * checked against the OpenAPI document so a new POST route without a row fails this suite.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from './testing/db';
import { login, type Member, registerMember } from './testing/http';

interface Case {
  /** What is wrong. */
  name: string;
  body: unknown;
  /** Fields the 422 must name. */
  fields: string[];
}

interface PostRoute {
  /** Path as in the OpenAPI document. */
  path: string;
  auth: boolean;
  /** Cases with a JSON body; empty for routes that take no body. */
  cases: Case[];
}

const POST_ROUTES: PostRoute[] = [
  {
    path: '/api/v1/register',
    auth: false,
    cases: [
      {
        name: 'empty object',
        body: {},
        fields: ['name', 'email', 'password', 'password_confirmation', 'country'],
      },
      {
        name: 'bad email and country',
        body: {
          name: 'A',
          email: 'not-an-email',
          password: 'long-enough',
          password_confirmation: 'long-enough',
          country: 'Rwanda',
        },
        fields: ['email', 'country'],
      },
      {
        name: 'wrong types',
        body: { name: 5, email: [], password: {}, password_confirmation: null, country: 1 },
        fields: ['name', 'email', 'password', 'password_confirmation', 'country'],
      },
    ],
  },
  ...['/api/v1/auth/login', '/api/v1/login'].map((path) => ({
    path,
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['email', 'password'] },
      {
        name: 'bad types',
        body: { email: 'x@y.z', password: 'p', remember: 'yes', device_id: 'short' },
        fields: ['remember', 'device_id'],
      },
    ],
  })),
  {
    path: '/api/v1/auth/refresh',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['refresh_token', 'device_id'] },
      {
        name: 'wrong types',
        body: { refresh_token: 12, device_id: true },
        fields: ['refresh_token', 'device_id'],
      },
    ],
  },
  ...['/api/v1/auth/logout', '/api/v1/logout'].map((path) => ({
    path,
    auth: true,
    cases: [{ name: 'device id not a string', body: { device_id: 42 }, fields: ['device_id'] }],
  })),
  {
    path: '/api/v1/password/forgot',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['email'] },
      { name: 'blank email', body: { email: '' }, fields: ['email'] },
    ],
  },
  {
    path: '/api/v1/password/reset',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['token', 'email', 'password', 'password_confirmation'] },
      {
        name: 'short password',
        body: { token: 't', email: 'a@b.co', password: 'short', password_confirmation: 'short' },
        fields: ['password'],
      },
    ],
  },
  { path: '/api/v1/email/verification-notification', auth: true, cases: [] },
  {
    path: '/api/v1/email/verify',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['id', 'hash'] },
      { name: 'bad id and short hash', body: { id: 'abc', hash: 'x' }, fields: ['id', 'hash'] },
    ],
  },
  { path: '/api/v1/auth/sessions/{id}/revoke', auth: true, cases: [] },
  {
    path: '/api/v1/users/me/password',
    auth: true,
    cases: [
      {
        name: 'empty object',
        body: {},
        fields: ['current_password', 'password', 'password_confirmation'],
      },
      {
        name: 'short and mismatched',
        body: { current_password: 'x', password: 'short', password_confirmation: 'other' },
        fields: ['password', 'password_confirmation'],
      },
    ],
  },
  {
    path: '/api/v1/bookings',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['provider_id', 'date', 'time', 'service'] },
      {
        name: 'impossible date and bad time',
        body: { provider_id: 1, date: '2024-02-30', time: '9am', service: 'Oil Change' },
        fields: ['date', 'time'],
      },
    ],
  },
  { path: '/api/v1/bookings/{booking_id}/cancel', auth: true, cases: [] },
  { path: '/api/v1/partner/bookings/{booking_id}/accept', auth: true, cases: [] },
  {
    path: '/api/v1/partner/bookings/{booking_id}/complete',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['final_price'] },
      {
        name: 'fraction and bad message',
        body: { final_price: 12.5, message: 5 },
        fields: ['final_price', 'message'],
      },
    ],
  },
  {
    path: '/api/v1/bookings/{booking_id}/expense',
    auth: true,
    cases: [{ name: 'impossible date', body: { date: '2024-02-30' }, fields: ['date'] }],
  },
  // Spareshop (issue #10): their field-level 422s are in marketplace/*.test.ts.
  { path: '/api/v1/cart/merge', auth: true, cases: [] },
  { path: '/api/v1/marketplace/listings', auth: true, cases: [] },
  { path: '/api/v1/marketplace/listings/{id}/photos', auth: true, cases: [] },
  { path: '/api/v1/marketplace/orders/{id}/status', auth: true, cases: [] },
  // Pictures (issue #16): multipart; their field-level 422s are in photos/photos.test.ts.
  { path: '/api/v1/partner/providers/{provider_id}/photos/{kind}', auth: true, cases: [] },
  { path: '/api/v1/users/me/avatar', auth: true, cases: [] },
  { path: '/api/v1/orders', auth: true, cases: [] },
  { path: '/api/v1/orders/{id}/cancel', auth: true, cases: [] },
  { path: '/api/v1/orders/{id}/pay', auth: true, cases: [] },
  // Issue #13: the rest of its checks are in marketplace/orderExpense.test.ts.
  {
    path: '/api/v1/orders/{id}/expense',
    auth: true,
    cases: [{ name: 'impossible date', body: { date: '2024-02-30' }, fields: ['date'] }],
  },
  { path: '/api/v1/payments/simulator/{reference}/decision', auth: false, cases: [] },
  { path: '/api/v1/payments/{provider}/callback', auth: false, cases: [] },
  {
    // Gas stations (issue #11): the rest of the report's checks are in gas/reports.test.ts.
    path: '/api/v1/gas-stations/{id}/price-reports',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['fuel_type', 'price'] },
      { name: 'bad values', body: { fuel_type: 'Kerosene', price: -3 }, fields: ['fuel_type', 'price'] },
    ],
  },
  { path: '/api/v1/partner/bookings/{booking_id}/decline', auth: true, cases: [] },
  // The live console's ticket (issue #16): no body.
  { path: '/api/v1/partner/events/ticket', auth: true, cases: [] },
  // Convoys (issue #12): the other rules are in convoys/*.test.ts.
  { path: '/api/v1/convoys/{id}/join', auth: true, cases: [] },
  { path: '/api/v1/convoys/{id}/leave', auth: true, cases: [] },
  { path: '/api/v1/convoys/{id}/posts', auth: true, cases: [] },
  {
    path: '/api/v1/convoy-posts/{id}/comments',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['content'] },
      { name: 'a blank comment', body: { content: '   ' }, fields: ['content'] },
    ],
  },
  {
    path: '/api/v1/convoy-posts/{id}/react',
    auth: true,
    cases: [{ name: 'an unknown reaction', body: { type: 'love' }, fields: ['type'] }],
  },
  {
    path: '/api/v1/convoy-posts/{id}/unreact',
    auth: true,
    cases: [{ name: 'an unknown reaction', body: { type: 'love' }, fields: ['type'] }],
  },
  {
    path: '/api/v1/convoy-posts/{id}/report',
    auth: true,
    cases: [{ name: 'a reason too long', body: { reason: 'x'.repeat(301) }, fields: ['reason'] }],
  },
  {
    path: '/api/v1/contact',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['name', 'email', 'subject', 'message'] },
      {
        name: 'blank name, bad email, over-long message',
        body: { name: ' ', email: 'nobody', subject: 'Hi', message: 'x'.repeat(5001) },
        fields: ['name', 'email', 'message'],
      },
    ],
  },
  {
    path: '/api/v1/newsletter',
    auth: false,
    cases: [
      { name: 'empty object', body: {}, fields: ['email'] },
      { name: 'a bad email', body: { email: 'nobody' }, fields: ['email'] },
    ],
  },
  { path: '/api/v1/users/{id}/follow', auth: true, cases: [] },
  { path: '/api/v1/users/{id}/unfollow', auth: true, cases: [] },
  {
    path: '/api/v1/vehicles',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['year', 'make_id', 'model_id'] },
      {
        name: 'bad values',
        body: { year: 'abc', make_id: -1, model_id: 0, mileage: -5, color: 'x'.repeat(200) },
        fields: ['year', 'make_id', 'model_id', 'mileage', 'color'],
      },
    ],
  },
  {
    path: '/api/v1/vehicles/{id}/refuels',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['date', 'liters', 'total_cost'] },
      {
        name: 'bad values',
        body: { date: '2024-13-45', liters: -1, total_cost: 'lots', currency: 'rwf', odometer_km: 1.5 },
        fields: ['date', 'liters', 'total_cost', 'currency', 'odometer_km'],
      },
    ],
  },
  {
    path: '/api/v1/vehicles/{id}/expenses',
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['date', 'category', 'amount'] },
      {
        name: 'bad values',
        body: { date: 'yesterday', category: 'spaceship', amount: 0, note: 'x'.repeat(400) },
        fields: ['date', 'category', 'amount', 'note'],
      },
    ],
  },
  // Service reminders and CSV import (issue #13).
  {
    path: '/api/v1/vehicles/{id}/reminders/{kind}/done',
    auth: true,
    cases: [
      {
        name: 'bad values',
        body: { date: 'last week', odometer_km: -4 },
        fields: ['date', 'odometer_km'],
      },
    ],
  },
  ...['/api/v1/vehicles/{id}/import/preview', '/api/v1/vehicles/{id}/import'].map((path) => ({
    path,
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['csv'] },
      {
        name: 'bad values',
        body: { csv: 42, currency: 'francs', units: 'furlongs', category: 'spaceship' },
        fields: ['csv', 'currency', 'units', 'category'],
      },
    ],
  })),
  ...['/api/v1/ai/mechanic', '/api/v1/test/ai/mechanic'].map((path) => ({
    path,
    auth: true,
    cases: [
      { name: 'empty object', body: {}, fields: ['vehicle_id', 'symptoms'] },
      {
        name: 'bad values',
        body: {
          vehicle_id: 'abc',
          symptoms: ' ',
          request_type: 'everything',
          answers: 'none',
          max_questions: 9,
          context: { year: 'old', mileage: -1 },
        },
        fields: [
          'vehicle_id',
          'symptoms',
          'request_type',
          'answers',
          'max_questions',
          'context.year',
          'context.mileage',
        ],
      },
    ],
  })),
];

/** GET/DELETE/POST calls with bad path parameters or query strings, and the field they must name. */
const BAD_PARAMS: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; auth: boolean; field: string }> = [
  { method: 'GET', url: '/api/v1/makes/abc/models', auth: false, field: 'id' },
  { method: 'GET', url: '/api/v1/makes/0/models', auth: false, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/abc', auth: true, field: 'id' },
  { method: 'DELETE', url: '/api/v1/vehicles/-3', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/1.5/summary', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/expenses/monthly?months=0', auth: true, field: 'months' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/expenses/monthly?months=abc', auth: true, field: 'months' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/refuels?limit=1000', auth: true, field: 'limit' },
  { method: 'GET', url: '/api/v1/vehicles/{id}/expenses/recent?limit=-1', auth: true, field: 'limit' },
  { method: 'POST', url: '/api/v1/auth/sessions/abc/revoke', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/ai/diagnoses/abc', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/ai/diagnoses/0', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/vehicles/-1/diagnoses', auth: true, field: 'id' },
  { method: 'GET', url: '/api/v1/test/admin/testimonials?page=0', auth: false, field: 'page' },
  { method: 'GET', url: '/api/v1/test/admin/testimonials?per_page=500', auth: false, field: 'per_page' },
  { method: 'GET', url: '/api/v1/test/admin/testimonials?country=rwanda', auth: false, field: 'country' },
  { method: 'GET', url: '/api/v1/dev/outbox?limit=0', auth: false, field: 'limit' },
];

/** Junk values thrown at every field of every body: none may produce a 5xx. */
const JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  '',
  ' ',
  'x'.repeat(5000),
  [],
  {},
  [1, 2],
  { nested: { deep: 1 } },
  '💥',
  '2024-02-30',
];

function expectJsonError(res: LightMyRequestResponse, status: number, fields: string[]) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  for (const field of fields) {
    expect(body.errors?.[field], `${field} in ${res.body}`).toEqual(
      expect.arrayContaining([expect.any(String)]),
    );
  }
}

describe.each(BACKENDS)('malformed input on $name', (backend) => {
  let t: TestApp;
  let member: Member;
  let vehicleId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    member = await registerMember(t.app);
    const makes = (await t.app.inject({ url: '/api/v1/makes' })).json().data as Array<{ id: number }>;
    const makeId = makes[0]?.id ?? 0;
    const models = (await t.app.inject({ url: `/api/v1/makes/${makeId}/models` })).json().data as Array<{
      id: number;
      start_year: number;
    }>;
    const model = models[0];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vehicles',
      headers: member.auth,
      payload: { make_id: makeId, model_id: model?.id, year: Math.max(model?.start_year ?? 2000, 2000) },
    });
    expect(created.statusCode).toBe(201);
    vehicleId = created.json().data.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (path: string) =>
    path
      .replace('{booking_id}', 'GR-ABCDEF')
      .replace('{kind}', 'oil_change')
      .replace(
        '{id}',
        path.includes('sessions') ? String(member.tokens.session_id + 100_000) : String(vehicleId),
      );
  /** Bearer header for authenticated routes; logout routes get a fresh session each time (they end it). */
  const headers = async (route: { auth: boolean; path?: string }, extra: Record<string, string> = {}) => ({
    ...(route.auth
      ? route.path?.endsWith('logout')
        ? (await login(t.app, member.email, member.password)).auth
        : member.auth
      : {}),
    ...extra,
  });

  it('has a row for every POST route of the OpenAPI document', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const posts = Object.entries(spec.paths)
      .filter(([path, ops]) => path.startsWith('/api/v1/') && 'post' in ops)
      .map(([path]) => path)
      .sort();
    expect(posts).toEqual(POST_ROUTES.map((r) => r.path).sort());
  });

  for (const route of POST_ROUTES) {
    it(`POST ${route.path}: unparsable JSON and wrong content type are 400 naming body`, async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: url(route.path),
        headers: await headers(route, { 'content-type': 'application/json' }),
        payload: '{"email": "a@b.c",',
      });
      expectJsonError(broken, 400, ['body']);
      const text = await t.app.inject({
        method: 'POST',
        url: url(route.path),
        headers: await headers(route, { 'content-type': 'text/plain' }),
        payload: 'email=a@b.c',
      });
      expectJsonError(text, 400, ['body']);
    });

    if (route.cases.length === 0) continue;

    it(`POST ${route.path}: a non-object body is 422 naming body`, async () => {
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const res = await t.app.inject({
          method: 'POST',
          url: url(route.path),
          headers: await headers(route, { 'content-type': 'application/json' }),
          payload,
        });
        // Logout and logging an order as an expense take an optional body: null is "no body" there.
        if (payload === 'null' && /logout|orders\/\{id\}\/expense$/.test(route.path)) continue;
        expectJsonError(res, 422, ['body']);
      }
    });

    for (const c of route.cases) {
      it(`POST ${route.path}: ${c.name} is 422 naming ${c.fields.join(', ')}`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: url(route.path),
          headers: await headers(route),
          payload: c.body as object,
        });
        expectJsonError(res, 422, c.fields);
        expect(res.json().message).toBe('The given data was invalid.');
      });
    }

    it(`POST ${route.path}: junk in any field never gives a 5xx`, async () => {
      const fields = [
        ...new Set(
          route.cases
            .flatMap((c) => Object.keys(c.body as object))
            .concat(route.cases.flatMap((c) => c.fields)),
        ),
      ];
      for (const field of fields) {
        for (const junk of JUNK) {
          const res = await t.app.inject({
            method: 'POST',
            url: url(route.path),
            headers: await headers(route),
            payload: { [field]: junk },
          });
          expect(res.statusCode, `${field}=${JSON.stringify(junk)} → ${res.body}`).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
        }
      }
    });
  }

  for (const p of BAD_PARAMS) {
    it(`${p.method} ${p.url}: 422 naming ${p.field}`, async () => {
      const res = await t.app.inject({ method: p.method, url: url(p.url), headers: await headers(p) });
      expectJsonError(res, 422, [p.field]);
    });
  }

  it('answers unknown API paths and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/vehicles/1/wheels'],
      ['PUT', '/api/v1/vehicles'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url: path, headers: member.auth });
      expectJsonError(res, 404, []);
    }
  });

  it('rejects a body over 1 MiB with 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(1_100_000) }),
    });
    expectJsonError(res, 413, ['body']);
  });
});
