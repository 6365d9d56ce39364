/**
 * Buy Now of a gas station product through the spareshop cart and checkout (issue #11; spec §2 Gas
 * station detail, §3 Checkout item, §5 Buy Now without a price, §8 'Not Available'): a priced fuel or
 * oil goes cart → order with the station as seller; a product without a price is refused with 409 in
 * the cart and 422 naming the line in an order; the spareshop list leaves station products out.
 */
import type { GasStationDetail } from '@gari/contract/gasStations';
import type { Cart, ListingPage, Order } from '@gari/contract/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';

const DELIVERY = {
  full_name: 'Amina Uwase',
  delivery_address: 'KG 11 Ave 20, Kimironko',
  phone: '+250788123456',
};

describe.each(BACKENDS)('buying station products on $name', (backend) => {
  let t: TestApp;
  let buyer: Member;
  let staff: Member;
  const station = async () =>
    (await send(t.app, '/api/v1/gas-stations/totalenergies-kiyovu')).json().data as GasStationDetail;

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await registerMember(t.app, { tag: 'buyer' });
    staff = await login(t.app, 'staff.total.kiyovu@gari.rw', STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  it('buys 20 litres of Essence and an engine oil: cart, then a cash order from the station', async () => {
    const page = await station();
    const essence = page.prices.find((p) => p.fuel_type === 'Essence');
    const oil = page.products.find((p) => p.kind === 'engine_oil')?.variants[0];
    expect(essence?.listing_id).toEqual(expect.any(Number));
    expect(oil?.listing_id).toEqual(expect.any(Number));
    const put = await send(t.app, `/api/v1/cart/items/${essence?.listing_id}`, {
      method: 'PUT',
      body: { quantity: 20 },
      headers: buyer.auth,
    });
    expect(put.statusCode, put.body).toBe(200);
    await send(t.app, `/api/v1/cart/items/${oil?.listing_id}`, {
      method: 'PUT',
      body: { quantity: 1 },
      headers: buyer.auth,
    });
    const cart = (await send(t.app, '/api/v1/cart/items', { headers: buyer.auth })).json() as Cart;
    const line = cart.data.find((l) => l.listing_id === essence?.listing_id);
    expect(line?.listing).toMatchObject({
      kind: 'station_product',
      category: 'fuel',
      title: 'Essence · TotalEnergies Kiyovu',
      price: essence?.price,
      currency: 'RWF',
      station_id: page.id,
      seller: { type: 'gas_station', name: 'TotalEnergies Kiyovu', id: page.seller_id },
    });
    expect(line?.line_total_minor).toBe((essence?.price_minor ?? 0) * 20);
    const res = await send(t.app, '/api/v1/orders', {
      body: {
        items: [
          { listing_id: essence?.listing_id, quantity: 20 },
          { listing_id: oil?.listing_id, quantity: 1 },
        ],
        payment_method: 'cash',
        ...DELIVERY,
      },
      headers: buyer.auth,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data as Order;
    expect(order).toMatchObject({ status: 'confirmed', currency: 'RWF', seller: { type: 'gas_station' } });
    expect(order.total_minor).toBe((essence?.price_minor ?? 0) * 20 + (oil?.price_minor ?? 0));
    expect((await send(t.app, '/api/v1/cart/items', { headers: buyer.auth })).json().meta.count).toBe(0);
  });

  it('follows the station’s new price in the cart', async () => {
    const before = (await station()).prices.find((p) => p.fuel_type === 'Diesel');
    await send(t.app, `/api/v1/cart/items/${before?.listing_id}`, {
      method: 'PUT',
      body: { quantity: 10 },
      headers: buyer.auth,
    });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/partner/stations/totalenergies-kiyovu/prices',
      payload: { prices: [{ fuel_type: 'Diesel', price: 1788 }] },
      headers: staff.auth,
    });
    expect(set.statusCode, set.body).toBe(200);
    const cart = (await send(t.app, '/api/v1/cart/items', { headers: buyer.auth })).json() as Cart;
    expect(cart.data.find((l) => l.listing_id === before?.listing_id)?.listing.price).toBe(1788);
  });

  it('refuses a product without a price: 409 in the cart, 422 naming the line in an order', async () => {
    const before = (await station()).prices.find((p) => p.fuel_type === 'Diesel');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/partner/stations/totalenergies-kiyovu/prices',
      payload: { prices: [{ fuel_type: 'Diesel', price: null }] },
      headers: staff.auth,
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = (await station()).prices.find((p) => p.fuel_type === 'Diesel');
    expect(after).toMatchObject({ price: null, source: null, listing_id: null });
    const put = await send(t.app, `/api/v1/cart/items/${before?.listing_id}`, {
      method: 'PUT',
      body: { quantity: 5 },
      headers: buyer.auth,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      message: 'Diesel is not available at this station',
      errors: { listing_id: ['Diesel is not available at this station'] },
    });
    const cart = (await send(t.app, '/api/v1/cart/items', { headers: buyer.auth })).json() as Cart;
    expect(cart.data.find((l) => l.listing_id === before?.listing_id)?.available).toBe(false);
    const order = await send(t.app, '/api/v1/orders', {
      body: { items: [{ listing_id: before?.listing_id, quantity: 5 }], payment_method: 'cash', ...DELIVERY },
      headers: buyer.auth,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({
      'items.0.listing_id': ['Diesel is not available at this station'],
    });
  });

  it('keeps station products out of the spareshop list unless asked for', async () => {
    const all = (await send(t.app, '/api/v1/marketplace/listings?country=RW&limit=50')).json() as ListingPage;
    expect(all.data.some((l) => l.kind === 'station_product')).toBe(false);
    const asked = (
      await send(t.app, '/api/v1/marketplace/listings?country=RW&kind=station_product&limit=5')
    ).json() as ListingPage;
    expect(asked.data.length).toBe(5);
    expect(asked.data.every((l) => l.seller.type === 'gas_station' && l.station_id !== null)).toBe(true);
    const edit = await send(t.app, `/api/v1/marketplace/listings/${asked.data[0]?.id}`, {
      method: 'PATCH',
      body: { price: 1 },
      headers: buyer.auth,
    });
    expect(edit.statusCode).toBe(404);
  });
});
