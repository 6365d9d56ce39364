/**
 * Issue #9 finding 3: bounded input (ids, texts, control characters, sizes) answered with a 4xx
 * naming the field, and clean logs.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { hashPassword } from '../auth/tokens';
import { users } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp, testConfig } from '../testing/db';
import { type Member, registerMember, send, uniqueEmail } from '../testing/http';
import { TOMORROW, TOO_BIG } from './fixtures';

describe.each(BACKENDS)('bounded input on $name (finding 3)', (backend) => {
  let t: TestApp;
  let m: Member;
  let vehicleId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    m = await registerMember(t.app, { tag: 'bounds' });
    const makes = (await send(t.app, '/api/v1/makes')).json().data as { id: number; name: string }[];
    const toyota = makes.find((x) => x.name === 'Toyota');
    const models = (await send(t.app, `/api/v1/makes/${toyota?.id}/models`)).json().data as { id: number }[];
    const made = await send(t.app, '/api/v1/vehicles', {
      token: m.tokens.access_token,
      body: { year: 2015, make_id: toyota?.id, model_id: models[0]?.id, name: 'Test car' },
    });
    expect(made.statusCode, made.body).toBe(201);
    vehicleId = made.json().data.id;
  }, 240_000);
  afterAll(() => t?.close());

  const fieldsOf = (body: string) => Object.keys((JSON.parse(body) as { errors?: object }).errors ?? {});

  it('answers ids of 2^31 and more with 422 naming the field, never 500', async () => {
    const token = () => m.tokens.access_token;
    const cases: { url: string; method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; field: string }[] = [
      { url: `/api/v1/vehicles/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}`, method: 'DELETE', field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/summary`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/refuels`, field: 'id' },
      { url: `/api/v1/vehicles/99999999999/expenses/recent`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/expenses/monthly`, field: 'id' },
      { url: `/api/v1/vehicles/${TOO_BIG}/diagnoses`, field: 'id' },
      { url: `/api/v1/ai/diagnoses/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/makes/${TOO_BIG}/models`, field: 'id' },
      { url: `/api/v1/auth/sessions/${TOO_BIG}/revoke`, method: 'POST', body: {}, field: 'id' },
      { url: '/api/v1/email/verify', body: { id: Number(TOO_BIG), hash: 'abcdefghijkl' }, field: 'id' },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 2 ** 31, model_id: 1 },
        field: 'make_id',
      },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 1, model_id: 1e12 },
        field: 'model_id',
      },
      {
        url: '/api/v1/bookings',
        body: { provider_id: 2 ** 31, date: TOMORROW, time: '10:00', service: 'Oil Change' },
        field: 'provider_id',
      },
      {
        url: '/api/v1/bookings',
        body: { carwash_id: TOO_BIG, date: TOMORROW, time: '10:00', service: 'Wash' },
        field: 'carwash_id',
      },
      { url: '/api/v1/ai/mechanic', body: { vehicle_id: 2 ** 31, symptoms: 'noise' }, field: 'vehicle_id' },
    ];
    for (const c of cases) {
      const res = await send(t.app, c.url, {
        token: token(),
        ...(c.method ? { method: c.method } : {}),
        ...(c.body === undefined ? {} : { body: c.body }),
      });
      expect(res.statusCode, `${c.method ?? ''} ${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
    }
    // The largest 32-bit id is valid input: a plain 404.
    const max = await send(t.app, '/api/v1/vehicles/2147483647', { token: token() });
    expect(max.statusCode).toBe(404);
  });

  it('refuses NUL and other control characters in text fields with 422 naming the field', async () => {
    const token = m.tokens.access_token;
    const v = `/api/v1/vehicles/${vehicleId}`;
    const cases: { url: string; body?: unknown; auth?: boolean; field: string }[] = [
      {
        url: `${v}/refuels`,
        body: { date: '2026-01-02', liters: 20, total_cost: 30_000, station_name: 'a\u0000b' },
        field: 'station_name',
      },
      {
        url: `${v}/refuels`,
        body: { date: '2026-01-02', liters: 20, total_cost: 30_000, location: 'Kigali\u001b[31m' },
        field: 'location',
      },
      {
        url: `${v}/expenses`,
        body: { date: '2026-01-02', category: 'parking', amount: 1000, note: 'x\u0000' },
        field: 'note',
      },
      {
        url: '/api/v1/register',
        auth: false,
        body: {
          name: 'Nul\u0000Name',
          email: uniqueEmail(),
          password: 'correct horse',
          password_confirmation: 'correct horse',
          country: 'RW',
        },
        field: 'name',
      },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 1, model_id: 1, name: 'car\u0000', color: 'red\u0007' },
        field: 'name',
      },
      {
        url: '/api/v1/vehicles',
        body: { year: 2015, make_id: 1, model_id: 1, color: 'red\u0000' },
        field: 'color',
      },
      {
        url: '/api/v1/ai/mechanic',
        body: { vehicle_id: vehicleId, symptoms: 'knock\u0000' },
        field: 'symptoms',
      },
      {
        url: '/api/v1/ai/mechanic',
        body: {
          vehicle_id: vehicleId,
          symptoms: 'knock',
          request_type: 'final_diagnosis',
          answers: [{ question: 'When?', answer: 'cold\u0000' }],
        },
        field: 'answers.0.answer',
      },
      { url: '/api/v1/dev/outbox?to=%00', field: 'to' },
      { url: '/api/v1/garages?q=a%00b', field: 'q' },
    ];
    for (const c of cases) {
      const res = await send(t.app, c.url, {
        ...(c.auth === false ? {} : { token }),
        ...(c.body === undefined ? {} : { body: c.body }),
      });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
      expect(res.json().errors[c.field]).toContain(
        'The text contains a control character, which is not allowed.',
      );
    }
    // Multi-line text keeps its newlines and tabs.
    const note = await send(t.app, `${v}/expenses`, {
      token,
      body: { date: '2026-01-02', category: 'parking', amount: 1000, note: 'line one\n\tline two' },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data.note).toBe('line one\n\tline two');
  });

  it('logs a failed SQL statement without its parameters, and redacts secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { loggerOptions } = await import('../logging');
    const app = await buildApp({
      db: t.database.db,
      config: testConfig({ pressure: { maxEventLoopDelay: 0 } }),
      logger: { ...(loggerOptions('info') as object), stream },
    });
    const email = uniqueEmail('leak');
    const hash = await hashPassword('a secret password');
    // A statement that fails in the database (duplicate email) with an email and a hash as parameters.
    app.post('/api/v1/__fail', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'echo for the redaction test');
      for (let i = 0; i < 2; i++) {
        await t.database.db
          .insert(users)
          .values({ name: 'Leak', email, username: `leak${i}`, country: 'RW', passwordHash: hash });
      }
      return {};
    });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__fail',
      headers: { authorization: 'Bearer secret.token.value', cookie: 'sid=cookie-secret' },
      payload: { email, password: 'hunter2-password', refresh_token: 'refresh-secret' },
    });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error' });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    for (const secret of [
      email,
      hash,
      'hunter2-password',
      'refresh-secret',
      'secret.token.value',
      'cookie-secret',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
