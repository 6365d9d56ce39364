/**
 * Issue #9 findings 1, 3, 10 over the spareshop (issue #10): the payment simulator closed to remote
 * clients, bounded listing and order input, private answers not cached.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { BACKENDS, createTestApp, type TestApp, testConfig } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { REMOTE, TOO_BIG } from './fixtures';

describe.each(BACKENDS)('the spareshop on $name (findings 1, 3, 10 over issue #10)', (backend) => {
  let t: TestApp;
  let buyer: Member;
  let partId: number;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { nodeEnv: 'development' } });
    buyer = await registerMember(t.app, { tag: 'shop' });
    const page = await send(
      t.app,
      '/api/v1/marketplace/listings?country=RW&kind=part&min_price=1000&limit=1',
    );
    partId = page.json().data[0].id;
  }, 240_000);
  afterAll(() => t?.close());

  const fieldsOf = (body: string) => Object.keys((JSON.parse(body) as { errors?: object }).errors ?? {});
  const DELIVERY = { full_name: 'Amina Uwase', delivery_address: 'KG 7 Ave 12, Kigali' };
  /** A pending simulator payment of a fresh momo order; its reference. */
  async function pendingPayment(): Promise<{ orderId: number; reference: string }> {
    const placed = await send(t.app, '/api/v1/orders', {
      token: buyer.tokens.access_token,
      body: {
        items: [{ listing_id: partId, quantity: 1 }],
        payment_method: 'momo',
        phone: '+250788123456',
        ...DELIVERY,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order.payment).toMatchObject({ provider: 'simulator', status: 'PENDING' });
    return { orderId: order.id, reference: order.payment.reference };
  }
  const statusOf = async (orderId: number) =>
    (await send(t.app, `/api/v1/orders/${orderId}`, { token: buyer.tokens.access_token })).json().data.payment
      .status;

  it('answers the payment simulator only outside production and only to loopback clients', async () => {
    const { orderId, reference } = await pendingPayment();
    const decide = (
      app: FastifyInstance,
      remoteAddress: string,
      url = `/api/v1/payments/simulator/${reference}/decision`,
    ) => app.inject({ method: 'POST', url, remoteAddress, payload: { decision: 'approve' } });
    for (const remoteAddress of [REMOTE, '10.0.0.7', '2001:db8::1']) {
      const remote = await decide(t.app, remoteAddress);
      expect(remote.statusCode, remoteAddress).toBe(404);
      expect(remote.json()).toEqual({ message: 'Not found.' });
    }
    expect(
      (await decide(t.app, REMOTE, `/api/v1/payments/%73imulator/${reference}/decision`)).statusCode,
    ).toBe(404);
    // A bad body from outside is the same 404, not a 422 that would show the route is there.
    const probe = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/simulator/${reference}/decision`,
      remoteAddress: REMOTE,
      payload: { decision: 'maybe' },
    });
    expect(probe.statusCode).toBe(404);
    expect(await statusOf(orderId)).toBe('PENDING');

    // In production, not even a loopback client reaches it.
    const prod = await buildApp({
      db: t.database.db,
      config: testConfig({ isProduction: true, nodeEnv: 'production', pressure: { maxEventLoopDelay: 0 } }),
    });
    try {
      for (const remoteAddress of ['127.0.0.1', REMOTE]) {
        expect((await decide(prod, remoteAddress)).statusCode, remoteAddress).toBe(404);
      }
      const badBody = await prod.inject({
        method: 'POST',
        url: `/api/v1/payments/simulator/${reference}/decision`,
        payload: { decision: 'maybe' },
      });
      expect(badBody.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    expect(await statusOf(orderId)).toBe('PENDING');

    // Outside production, from this machine: the decision lands.
    const local = await decide(t.app, '127.0.0.1');
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json()).toEqual({ status: 'SUCCESSFUL' });
    expect(local.headers['cache-control']).toBe('no-store');
  });

  it('answers spareshop ids of 2^31 and more with 422 naming the field, never 500', async () => {
    const token = buyer.tokens.access_token;
    type Case = {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      body?: unknown;
      field: string;
    };
    const cases: Case[] = [
      { url: `/api/v1/marketplace/listings/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/marketplace/listings/${TOO_BIG}`, method: 'PATCH', body: { price: 1 }, field: 'id' },
      { url: `/api/v1/marketplace/listings/${TOO_BIG}`, method: 'DELETE', field: 'id' },
      { url: `/api/v1/marketplace/listings/${TOO_BIG}/photos`, method: 'POST', body: {}, field: 'id' },
      { url: `/api/v1/marketplace/listings/1/photos/${TOO_BIG}`, method: 'DELETE', field: 'photo_id' },
      { url: `/api/v1/marketplace/orders/${TOO_BIG}/status`, body: { status: 'confirmed' }, field: 'id' },
      { url: `/api/v1/marketplace/listings?seller_id=${TOO_BIG}`, field: 'seller_id' },
      { url: `/api/v1/marketplace/listings?fits=${TOO_BIG}`, field: 'fits' },
      { url: `/api/v1/cart/items/${TOO_BIG}`, method: 'PUT', body: { quantity: 1 }, field: 'listing_id' },
      { url: `/api/v1/cart/items/${TOO_BIG}`, method: 'DELETE', field: 'listing_id' },
      {
        url: '/api/v1/cart/merge',
        body: { items: [{ listing_id: 2 ** 31, quantity: 1 }] },
        field: 'items.0.listing_id',
      },
      {
        url: '/api/v1/orders',
        body: {
          items: [{ listing_id: 2 ** 31, quantity: 1 }],
          payment_method: 'cash',
          phone: '+250788123456',
          ...DELIVERY,
        },
        field: 'items.0.listing_id',
      },
      { url: `/api/v1/orders/${TOO_BIG}`, field: 'id' },
      { url: `/api/v1/orders/${TOO_BIG}/pay`, body: {}, field: 'id' },
      { url: `/api/v1/orders/${TOO_BIG}/cancel`, body: {}, field: 'id' },
      {
        url: '/api/v1/marketplace/listings',
        body: {
          title: 'Brake pads',
          category: 'brakes',
          condition: 'New',
          price: 1000,
          city: 'Kigali',
          fitment: [{ make_id: 2 ** 31, year_from: 2010, year_to: 2015 }],
        },
        field: 'fitment.0.make_id',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method ?? (c.body === undefined ? 'GET' : 'POST'),
        url: c.url,
        headers: { authorization: `Bearer ${token}` },
        ...(c.body === undefined ? {} : { payload: c.body as object }),
      });
      expect(res.statusCode, `${c.method ?? ''} ${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
    }
    expect((await send(t.app, '/api/v1/marketplace/listings/2147483647')).statusCode).toBe(404);
  });

  it('refuses NUL and other control characters in spareshop text fields with 422 naming the field', async () => {
    const token = buyer.tokens.access_token;
    const listing = {
      title: 'Brake pads',
      category: 'brakes',
      condition: 'New',
      price: 1000,
      city: 'Kigali',
    };
    const order = {
      items: [{ listing_id: partId, quantity: 1 }],
      payment_method: 'cash',
      phone: '+250788123456',
      ...DELIVERY,
    };
    const cases: { url: string; body?: unknown; field: string }[] = [
      { url: '/api/v1/marketplace/listings', body: { ...listing, title: 'Brake\u0000pads' }, field: 'title' },
      {
        url: '/api/v1/marketplace/listings',
        body: { ...listing, description: 'ok\u0000' },
        field: 'description',
      },
      { url: '/api/v1/marketplace/listings', body: { ...listing, city: 'Kig\u0007ali' }, field: 'city' },
      { url: '/api/v1/marketplace/listings', body: { ...listing, brand: 'Bosch\u0000' }, field: 'brand' },
      {
        url: '/api/v1/marketplace/listings',
        body: { ...listing, oem_numbers: ['04465\u000042160'] },
        field: 'oem_numbers.0',
      },
      { url: '/api/v1/orders', body: { ...order, full_name: 'Amina\u0000' }, field: 'full_name' },
      {
        url: '/api/v1/orders',
        body: { ...order, delivery_address: 'KG 7\u0000' },
        field: 'delivery_address',
      },
      { url: '/api/v1/orders', body: { ...order, note: 'ring\u0000' }, field: 'note' },
      { url: '/api/v1/payments/momo/callback', body: { externalId: 'a\u0000b' }, field: 'externalId' },
      { url: '/api/v1/payments/momo/callback', body: { referenceId: '\u0000' }, field: 'referenceId' },
      {
        url: '/api/v1/payments/airtel/callback',
        body: { transaction: { id: 'a\u0000b' } },
        field: 'transaction.id',
      },
      { url: '/api/v1/marketplace/listings?search=brake%00pads', field: 'search' },
      { url: '/api/v1/marketplace/listings?brand=bosch%00', field: 'brand.0' },
    ];
    for (const c of cases) {
      const res = await send(t.app, c.url, { token, ...(c.body === undefined ? {} : { body: c.body }) });
      expect(res.statusCode, `${c.url} ${res.body}`).toBe(422);
      expect(fieldsOf(res.body), c.url).toContain(c.field);
      expect(res.json().errors[c.field]).toContain(
        'The text contains a control character, which is not allowed.',
      );
    }
  });

  it('sends Cache-Control: no-store on every signed-in spareshop answer, also when the public list is kept in memory', async () => {
    const token = buyer.tokens.access_token;
    const { orderId } = await pendingPayment();
    for (const url of [
      '/api/v1/marketplace/mine',
      '/api/v1/marketplace/orders',
      '/api/v1/cart/items',
      '/api/v1/orders',
      `/api/v1/orders/${orderId}`,
      // The list reads the member (its `fits` filter): signed in, it is member data.
      '/api/v1/marketplace/listings?country=RW',
    ]) {
      const res = await send(t.app, url, { token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cart/items/${partId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { quantity: 1 },
    });
    expect(put.headers['cache-control']).toBe('no-store');
    // `pnpm start` keeps public answers in memory (PUBLIC_CACHE_MS): a visitor's answer is replayed to
    // visitors, never to a signed-in member.
    const cached = await buildApp({
      db: t.database.db,
      config: testConfig({ pressure: { maxEventLoopDelay: 0 } }),
      publicCacheMs: 60_000,
    });
    try {
      const url = '/api/v1/marketplace/listings?country=KE';
      const visitor = await cached.inject({ url });
      expect(visitor.headers['cache-control']).toMatch(/^public/);
      expect((await cached.inject({ url })).headers['cache-control']).toMatch(/^public/);
      const member = await cached.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('no-store');
    } finally {
      await cached.close();
    }
  });
});
