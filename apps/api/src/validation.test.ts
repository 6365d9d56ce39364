/**
 * Bad input on every route gives a 4xx JSON answer naming the field (issue #2: "malformed bodies on every
 * route give 4xx JSON naming the field"; "bad input never yields a 5xx"). Table-driven; the table is
 * checked against the OpenAPI document so a new POST route without a row fails this suite.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from './testing/db';
import { login, type Member, registerMember } from './testing/http';
import { BAD_PARAMS, JUNK, POST_ROUTES } from './testing/malformedInput';

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
