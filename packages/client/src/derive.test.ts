/**
 * Methods derived from the route table (`./derive`, issue #7 "Done when" 2): what a derived method
 * sends and resolves with, how it fails, that hand-written methods and `covered` routes win, and the
 * derived types.
 */
import { devPaths, sitePaths, vehiclePaths } from '@gari/contract/paths';
import type { SiteStats } from '@gari/contract/site';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCore, one } from './core';
import { withDerived } from './derive';
import { ApiError } from './errors';
import { createMemoryStorage, createTokenStore } from './storage';
import { createFakeFetch, type Handler, type Reply } from './test-utils/fakeFetch';
import type { GariApi } from './types';

function setup(routes: Record<string, Handler | Reply>) {
  const fake = createFakeFetch(routes);
  const store = createTokenStore(createMemoryStorage(), { newDeviceId: () => 'device-1' });
  return { fake, core: createCore({ store, fetch: fake.fetch }) };
}

const outbox = { data: [] };

describe('withDerived', () => {
  it('adds a method per route the part does not write, sending params, query and body as given', async () => {
    const { fake, core } = setup({ 'GET /dev/outbox': { body: outbox } });
    const dev = withDerived(core, devPaths, {});
    await expect(dev.outbox({ query: { to: 'a@b.rw', limit: 5 } })).resolves.toEqual(outbox);
    const call = fake.callsTo('GET /dev/outbox')[0];
    expect(call?.query.get('to')).toBe('a@b.rw');
    expect(call?.query.get('limit')).toBe('5');
    expect(Object.keys(dev).sort()).toEqual(['accounts', 'outbox', 'staffAccounts']);
  });

  it('resolves with the whole answer: nothing unwrapped', async () => {
    const stats = { data: { active_members: 1, vehicles_listed: 2, communities: 3, parts_available: 4 } };
    const { core } = setup({ 'GET /stats': { body: stats } });
    await expect(withDerived(core, sitePaths, {}).stats()).resolves.toEqual(stats);
  });

  it('fills path parameters and rejects with an ApiError', async () => {
    const { fake, core } = setup({
      'GET /vehicles/7': { status: 404, body: { message: 'Vehicle not found.' } },
    });
    core.store.setTokens('access', 'refresh');
    const error = await withDerived(core, vehiclePaths, {})
      .get({ params: { id: 7 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Vehicle not found.' });
    expect(fake.callsTo('GET /vehicles/7')).toHaveLength(1);
  });

  it('keeps hand-written methods and leaves `covered` routes out', async () => {
    const { fake, core } = setup({ 'GET /stats': { body: { data: { active_members: 9 } } } });
    const site = withDerived(core, sitePaths, { stats: () => core.call(sitePaths.stats, one) }, [
      'testimonials',
    ]);
    await expect(site.stats()).resolves.toEqual({ active_members: 9 });
    expect('testimonials' in site).toBe(false);
    expect(fake.calls).toHaveLength(1);
  });
});

describe('derived types (GariApi)', () => {
  it('types a derived method from the route table', () => {
    type Api = GariApi;
    // A route without params, query or body: no argument.
    expectTypeOf<NonNullable<Api['dev']>['staffAccounts']>().parameters.toEqualTypeOf<[]>();
    // A query schema whose fields are all optional: the input is optional.
    expectTypeOf<NonNullable<Api['dev']>['outbox']>()
      .parameter(0)
      .toEqualTypeOf<{ query?: { to?: string | undefined; limit?: unknown } } | undefined>();
    // The whole answer of the schema.
    expectTypeOf<ReturnType<NonNullable<Api['dev']>['outbox']>>().resolves.toHaveProperty('data');
    // Hand-written methods keep their own signatures.
    expectTypeOf<Api['site']['stats']>().toEqualTypeOf<() => Promise<SiteStats>>();
  });
});
