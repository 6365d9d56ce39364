/**
 * Route parity (issue #7 item 1): every /api/v1 route the app registers is in the contract's route table
 * (`allRoutes`) and every route of the table is registered, same method and path. Read from the OpenAPI
 * document, which lists every registered route with its schema.
 */
import { allRoutes } from '@gari/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';

/** `METHOD /path/:param` of every operation under /api/v1 in an OpenAPI document. */
function registered(doc: { paths?: Record<string, Record<string, unknown>> }): string[] {
  const out: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith(`${API_PREFIX}/`)) continue;
    const template = path.slice(API_PREFIX.length).replace(/\{([^}]+)\}/g, ':$1');
    for (const method of Object.keys(operations)) {
      if (method === 'head' || method === 'parameters') continue;
      out.push(`${method.toUpperCase()} ${template}`);
    }
  }
  return out.sort();
}

describe('route table parity', () => {
  let t: TestApp;
  beforeAll(async () => {
    const backend = BACKENDS[0];
    if (!backend) throw new Error('no test backend');
    t = await createTestApp(backend);
  }, 120_000);
  afterAll(() => t?.close());

  it('registers exactly the routes of the contract (method + path)', () => {
    const app = t.app as unknown as { swagger(): { paths?: Record<string, Record<string, unknown>> } };
    const onServer = registered(app.swagger());
    const inContract = allRoutes.map((r) => `${r.method} ${r.path}`).sort();
    expect(
      onServer.filter((r) => !inContract.includes(r)),
      'registered but not in the contract',
    ).toEqual([]);
    expect(
      inContract.filter((r) => !onServer.includes(r)),
      'in the contract but not registered',
    ).toEqual([]);
    expect(onServer.length).toBe(allRoutes.length);
  });

  it("reaches a handler on each contract route (not the app's 'Not found.')", async () => {
    for (const r of allRoutes) {
      const url =
        API_PREFIX +
        r.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
          name === 'type' ? 'garage' : name === 'booking_id' ? 'GR-AAAAAA' : '1',
        );
      const res = await t.app.inject({ method: r.method, url });
      const notFound = res.statusCode === 404 && res.body.includes('"Not found."');
      expect(notFound, `${r.method} ${r.path}`).toBe(false);
    }
  });
});
