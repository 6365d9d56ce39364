/**
 * Cart, checkout, payments and selling (issue #10 "Done when" 2): stock-bounded cart and merge, orders
 * with stock reserved in the transaction (the 100-way race for the last unit: exactly one order),
 * idempotent POST /orders and callbacks, the 15-minute expiry giving stock back, no half-done writes,
 * the seller's moves, selling with photos (non-images refused, EXIF gone), and another member's cart,
 * order or listing being a 404. On PGlite and, with DATABASE_URL, PostgreSQL.
 */
import type { Cart, Listing, Order } from '@gari/contract/marketplace';
import { and, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, orders, outbox, sellers } from '../db/schema';
import { DEV_ACCOUNTS } from '../seed/accounts';
import { DEV_SELLER_SLUG } from '../seed/marketplace';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';

const API = '/api/v1';
const DELIVERY = {
  full_name: 'Amina Uwase',
  delivery_address: 'KG 7 Ave 12, Kigali',
  delivery_city: 'Kigali',
};

describe.each(BACKENDS)('marketplace orders on $name', (backend) => {
  let t: TestApp;
  let buyer: Member;
  /** Parts handed out so far (each test works on fresh listings). */
  let taken = 0;

  const as = (m: Member) => m.tokens.access_token;
  const call = (
    m: Member,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${as(m)}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  /** A published RWF part of a shop (no member behind it) with `stock` units and its price. */
  async function rwPart(stock: number): Promise<Listing> {
    const [row] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(
        and(
          eq(listings.country, 'RW'),
          eq(listings.kind, 'part'),
          eq(sellers.type, 'shop'),
          gt(listings.priceMinor, 5000),
        ),
      )
      .orderBy(listings.id)
      .offset(taken++)
      .limit(1);
    if (!row) throw new Error('no RW part seeded');
    await t.database.db.update(listings).set({ stock, status: 'published' }).where(eq(listings.id, row.id));
    return (await send(t.app, `${API}/marketplace/listings/${row.id}`)).json().data as Listing;
  }
  const stockOf = async (id: number) =>
    (await t.database.db.select({ s: listings.stock }).from(listings).where(eq(listings.id, id)))[0]?.s;
  const order = (
    m: Member,
    listingId: number,
    opts: { quantity?: number; phone?: string; method?: string; key?: string } = {},
  ) =>
    call(
      m,
      'POST',
      '/orders',
      {
        items: [{ listing_id: listingId, quantity: opts.quantity ?? 1 }],
        payment_method: opts.method ?? 'momo',
        phone: opts.phone ?? '+250788123456',
        ...DELIVERY,
      },
      opts.key ? { 'idempotency-key': opts.key } : {},
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await registerMember(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps cart quantities within the stock and merges the visitor cart', async () => {
    const part = await rwPart(3);
    const other = await rwPart(5);
    const put = await call(buyer, 'PUT', `/cart/items/${part.id}`, { quantity: 2 });
    expect(put.statusCode, put.body).toBe(200);
    const tooMany = await call(buyer, 'PUT', `/cart/items/${part.id}`, { quantity: 4 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.quantity).toEqual(['Only 3 left in stock.']);
    const merged = await call(buyer, 'POST', '/cart/merge', {
      items: [
        { listing_id: part.id, quantity: 5 },
        { listing_id: other.id, quantity: 1 },
        { listing_id: 999_999, quantity: 1 },
      ],
    });
    const cart = merged.json() as Cart;
    expect(cart.data.find((l) => l.listing_id === part.id)?.quantity).toBe(3); // 2 + 5 capped at stock 3
    expect(cart.data.find((l) => l.listing_id === other.id)?.quantity).toBe(1);
    expect(cart.meta.count).toBe(4);
    expect(cart.meta.totals).toEqual([
      {
        currency: 'RWF',
        amount_minor: part.price_minor * 3 + other.price_minor,
        amount: part.price * 3 + other.price,
      },
    ]);
    // Another member sees an empty cart; deleting is idempotent.
    const stranger = await registerMember(t.app);
    expect(((await call(stranger, 'GET', '/cart/items')).json() as Cart).data).toEqual([]);
    expect((await call(buyer, 'DELETE', `/cart/items/${other.id}`)).json().meta.count).toBe(3);
    expect((await call(buyer, 'DELETE', `/cart/items/${other.id}`)).statusCode).toBe(200);
    expect((await send(t.app, `${API}/cart/items`)).statusCode).toBe(401);
  });

  it('places an order from the cart, reserves stock, empties those lines, and is idempotent', async () => {
    const part = await rwPart(4);
    await call(buyer, 'PUT', `/cart/items/${part.id}`, { quantity: 2 });
    const first = await order(buyer, part.id, { quantity: 2, key: 'order-key-1' });
    expect(first.statusCode, first.body).toBe(201);
    const placed = first.json().data as Order;
    expect(placed).toMatchObject({
      status: 'pending_payment',
      payment_method: 'momo',
      total_minor: part.price_minor * 2,
      currency: 'RWF',
    });
    expect(placed.payment).toMatchObject({
      status: 'PENDING',
      provider: 'simulator',
      msisdn: '+250788123456',
    });
    expect(await stockOf(part.id)).toBe(2);
    const cart = (await call(buyer, 'GET', '/cart/items')).json() as Cart;
    expect(cart.data.some((l) => l.listing_id === part.id)).toBe(false);
    const again = await order(buyer, part.id, { quantity: 2, key: 'order-key-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(placed.id);
    expect(await stockOf(part.id)).toBe(2);
    // Another member's order is a 404; the buyer lists it.
    const stranger = await registerMember(t.app);
    expect((await call(stranger, 'GET', `/orders/${placed.id}`)).statusCode).toBe(404);
    expect(
      ((await call(buyer, 'GET', '/orders')).json().data as Order[]).some((o) => o.id === placed.id),
    ).toBe(true);
  });

  it('approves through the simulator once: the same callback twice changes nothing', async () => {
    const part = await rwPart(2);
    const placed = (await order(buyer, part.id)).json().data as Order;
    const ref = placed.payment?.reference ?? '';
    const pending = await send(t.app, `${API}/payments/simulator/callback`, { body: { externalId: ref } });
    expect(pending.json()).toEqual({ status: 'PENDING' });
    const ok = await send(t.app, `${API}/payments/simulator/${ref}/decision`, {
      body: { decision: 'approve' },
    });
    expect(ok.json()).toEqual({ status: 'SUCCESSFUL' });
    const paid = (await call(buyer, 'GET', `/orders/${placed.id}`)).json().data as Order;
    expect(paid.status).toBe('paid');
    const updatedAt = paid.updated_at;
    for (let i = 0; i < 2; i += 1) {
      const cb = await send(t.app, `${API}/payments/simulator/callback`, { body: { externalId: ref } });
      expect(cb.json()).toEqual({ status: 'SUCCESSFUL' });
    }
    const later = (await call(buyer, 'GET', `/orders/${placed.id}`)).json().data as Order;
    expect(later.updated_at).toBe(updatedAt);
    expect(
      (await send(t.app, `${API}/payments/simulator/${ref}/decision`, { body: { decision: 'decline' } }))
        .statusCode,
    ).toBe(409);
    expect(await stockOf(part.id)).toBe(1);
    // Buyer and seller were told by SMS (dev outbox) and mail.
    const sms = await t.database.db.select().from(outbox).where(eq(outbox.to, '+250788123456'));
    expect(sms.some((m) => m.channel === 'sms' && m.text.includes(`Order #${placed.id} paid`))).toBe(true);
    expect(
      (await send(t.app, `${API}/payments/momo/callback`, { body: { externalId: ref } })).statusCode,
    ).toBe(404);
  });

  it('gives the stock back when the payment fails, and retries', async () => {
    const part = await rwPart(1);
    const declined = (await order(buyer, part.id, { phone: '+250788000001' })).json().data as Order;
    expect(declined.status).toBe('payment_failed');
    expect(declined.payment?.status).toBe('FAILED');
    expect(await stockOf(part.id)).toBe(1);
    // A retry reserves the unit again and asks again; the test number declines again, giving it back.
    const retry = await call(buyer, 'POST', `/orders/${declined.id}/pay`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ status: 'payment_failed', payment: { status: 'FAILED' } });
    expect(retry.json().data.payment.id).not.toBe(declined.payment?.id);
    expect(await stockOf(part.id)).toBe(1);
    // Someone else buys the last unit: the retry is refused with 409 and the buyer cancels.
    const other = await registerMember(t.app);
    expect((await order(other, part.id, { method: 'cash', phone: '0788123456' })).statusCode).toBe(201);
    expect((await call(buyer, 'POST', `/orders/${declined.id}/pay`)).statusCode).toBe(409);
    expect(await stockOf(part.id)).toBe(0);
    const cancel = await call(buyer, 'POST', `/orders/${declined.id}/cancel`);
    expect(cancel.json().data.status).toBe('cancelled');
    expect(await stockOf(part.id)).toBe(0); // nothing was held, nothing given back
    expect((await call(buyer, 'POST', `/orders/${declined.id}/pay`)).statusCode).toBe(409);
  });

  it('expires an unpaid order after 15 minutes and gives the stock back', async () => {
    const part = await rwPart(1);
    const placed = (await order(buyer, part.id)).json().data as Order;
    expect(Date.parse(placed.expires_at ?? '') - Date.parse(placed.created_at)).toBe(15 * 60_000);
    expect(await stockOf(part.id)).toBe(0);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, placed.id));
    const expired = (await call(buyer, 'GET', `/orders/${placed.id}`)).json().data as Order;
    expect(expired.status).toBe('expired');
    expect(expired.payment?.status).toBe('FAILED');
    expect(await stockOf(part.id)).toBe(1);
    // A late approval changes nothing.
    const late = await send(t.app, `${API}/payments/simulator/${placed.payment?.reference}/decision`, {
      body: { decision: 'approve' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses bad orders with 422 naming the field and writes nothing', async () => {
    const part = await rwPart(2);
    const cheap = await rwPart(2);
    await t.database.db.update(listings).set({ priceMinor: 50 }).where(eq(listings.id, cheap.id));
    const before = await t.database.db.select({ id: orders.id }).from(orders);
    const cases: [unknown, string][] = [
      [{ items: [], payment_method: 'momo', phone: '+250788123456', ...DELIVERY }, 'items'],
      [
        {
          items: [{ listing_id: part.id, quantity: 1 }],
          payment_method: 'bitcoin',
          phone: '+250788123456',
          ...DELIVERY,
        },
        'payment_method',
      ],
      [
        {
          items: [{ listing_id: part.id, quantity: 1 }],
          payment_method: 'momo',
          phone: '12345',
          ...DELIVERY,
        },
        'phone',
      ],
      [
        {
          items: [{ listing_id: part.id, quantity: 0 }],
          payment_method: 'momo',
          phone: '+250788123456',
          ...DELIVERY,
        },
        'items.0.quantity',
      ],
      [
        {
          items: [{ listing_id: 999_999, quantity: 1 }],
          payment_method: 'momo',
          phone: '+250788123456',
          ...DELIVERY,
        },
        'items.0.listing_id',
      ],
      [
        {
          items: [{ listing_id: cheap.id, quantity: 1 }],
          payment_method: 'momo',
          phone: '+250788123456',
          ...DELIVERY,
        },
        'payment_method',
      ],
      [
        {
          items: [{ listing_id: part.id, quantity: 1 }],
          payment_method: 'momo',
          phone: '+250788123456',
          full_name: 'A',
        },
        'delivery_address',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call(buyer, 'POST', '/orders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // Two lines where the second is short: 409 and the first line's stock is untouched.
    const short = await rwPart(1);
    const res = await call(buyer, 'POST', '/orders', {
      items: [
        { listing_id: part.id, quantity: 1 },
        { listing_id: short.id, quantity: 2 },
      ],
      payment_method: 'cash',
      phone: '0788123456',
      ...DELIVERY,
    });
    expect([409, 422]).toContain(res.statusCode);
    expect(await stockOf(part.id)).toBe(2);
    expect(await t.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    const bad = await call(
      buyer,
      'POST',
      '/orders',
      {
        items: [{ listing_id: part.id, quantity: 1 }],
        payment_method: 'cash',
        phone: '0788123456',
        ...DELIVERY,
      },
      { 'idempotency-key': 'x'.repeat(200) },
    );
    expect(Object.keys(bad.json().errors)).toContain('Idempotency-Key');
  });

  it('sells the last unit to exactly one of 100 concurrent orders; the rest get 409', async () => {
    const part = await rwPart(1);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => registerMember(t.app)));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        order(buyers[i % buyers.length] as Member, part.id, { key: `race-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await stockOf(part.id)).toBe(0);
  });

  it('lets the seller see, confirm and complete orders on their listings', async () => {
    const dev = DEV_ACCOUNTS[1];
    if (!dev) throw new Error('no dev seller');
    const seller = await login(t.app, dev.email, dev.password);
    const [sellerRow] = await t.database.db.select().from(sellers).where(eq(sellers.slug, DEV_SELLER_SLUG));
    const [mine] = await t.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.sellerId, sellerRow?.id ?? 0), eq(listings.kind, 'part')))
      .limit(1);
    if (!mine) throw new Error('dev seller has no listing');
    await t.database.db.update(listings).set({ stock: 3 }).where(eq(listings.id, mine.id));
    expect((await order(seller, mine.id)).statusCode).toBe(422); // not your own listing
    const placed = (await order(buyer, mine.id, { method: 'cash', phone: '0788123456' })).json()
      .data as Order;
    expect(placed.status).toBe('confirmed');
    const seen = (await call(seller, 'GET', '/marketplace/orders')).json().data as Order[];
    expect(seen.some((o) => o.id === placed.id)).toBe(true);
    expect(
      (await call(buyer, 'POST', `/marketplace/orders/${placed.id}/status`, { status: 'completed' }))
        .statusCode,
    ).toBe(404);
    const done = await call(seller, 'POST', `/marketplace/orders/${placed.id}/status`, {
      status: 'completed',
    });
    expect(done.json().data).toMatchObject({ status: 'completed', payment: { status: 'SUCCESSFUL' } });
    expect(
      (await call(seller, 'POST', `/marketplace/orders/${placed.id}/status`, { status: 'confirmed' }))
        .statusCode,
    ).toBe(409);
  });

  it('lists a part with fitment, uploads photos as WebP without EXIF, refuses non-images, finds it by OEM', async () => {
    const seller = await registerMember(t.app);
    const makesRes = (await send(t.app, `${API}/makes`)).json().data as { id: number; name: string }[];
    const toyota = makesRes.find((m) => m.name === 'Toyota');
    const created = await call(seller, 'POST', '/marketplace/listings', {
      title: 'Genuine fuel pump',
      category: 'engine',
      condition: 'New',
      features: ['OEM'],
      oem_numbers: ['23220-0T020'],
      fitment: [{ make_id: toyota?.id, year_from: 2010, year_to: 2016 }],
      price: 180_000,
      city: 'Kigali',
      stock: 2,
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json().data as Listing;
    expect(listing).toMatchObject({
      price: 180_000,
      price_minor: 180_000,
      currency: 'RWF',
      seller: { type: 'member' },
    });
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Make: 'PhoneCo' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const upload = (buffer: Buffer, type: string, m = seller, field = 'photo') => {
      const boundary = '----gari-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        buffer,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${API}/marketplace/listings/${listing.id}/photos`,
        headers: {
          authorization: `Bearer ${as(m)}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const ok = await upload(jpeg, 'image/jpeg');
    expect(ok.statusCode, ok.body).toBe(201);
    const photo = (ok.json().data as Listing).images[0];
    const file = await send(t.app, photo?.url ?? '');
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    expect((await sharp((await send(t.app, photo?.thumb_url ?? '')).rawPayload).metadata()).width).toBe(320);
    const notImage = await upload(Buffer.from('MZ this is not an image at all'), 'image/jpeg');
    expect(notImage.statusCode).toBe(422);
    expect(Object.keys(notImage.json().errors)).toEqual(['photo']);
    const json = await call(seller, 'POST', `/marketplace/listings/${listing.id}/photos`, { photo: 'x' });
    expect(json.statusCode).toBe(422);
    expect((await upload(jpeg, 'image/jpeg', buyer)).statusCode).toBe(404);
    // Found by its OEM number once published; drafts and other members' edits are 404.
    const found = (await send(t.app, `${API}/marketplace/listings?search=2322${'0'}0T020`)).json()
      .data as Listing[];
    expect(found.map((l) => l.id)).toContain(listing.id);
    expect((await call(buyer, 'PATCH', `/marketplace/listings/${listing.id}`, { price: 1 })).statusCode).toBe(
      404,
    );
    const paused = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, {
      status: 'paused',
      price: 175_000,
    });
    expect(paused.json().data).toMatchObject({ status: 'paused', price: 175_000 });
    // The shop page is set with a URL and cleared with '' (the listing form sends '' for an empty field).
    const shop = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, {
      buy_url: 'https://shop.example.rw/pads',
    });
    expect(shop.json().data.buy_url).toBe('https://shop.example.rw/pads');
    const cleared = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, { buy_url: '' });
    expect(cleared.json().data.buy_url).toBeNull();
    const badUrl = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, { buy_url: 'shop.rw' });
    expect(Object.keys(badUrl.json().errors)).toEqual(['buy_url']);
    const badFit = await call(seller, 'PATCH', `/marketplace/listings/${listing.id}`, {
      fitment: [{ make_id: toyota?.id, year_from: 2016, year_to: 2010 }],
    });
    expect(Object.keys(badFit.json().errors)).toContain('fitment.0.year_to');
    expect(
      ((await call(seller, 'GET', '/marketplace/mine')).json().data as Listing[]).map((l) => l.id),
    ).toEqual([listing.id]);
    expect((await call(seller, 'DELETE', `/marketplace/listings/${listing.id}`)).statusCode).toBe(204);
    expect((await send(t.app, `${API}/marketplace/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await send(t.app, photo?.url ?? '')).statusCode).toBe(404);
  });
});
