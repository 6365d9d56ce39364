/**
 * The fake gas stations (issue #11) through the real client, checked against the contract's answer
 * schemas: filters, both sorts and paging like the API; the report rule and its hourly limit; the
 * staff's price shown at once; Buy Now through the cart, and refused without a price.
 */
import { answerSchemas } from '@gari/client/schemas';
import { describe, expect, it } from 'vitest';
import { createScenario } from './scenario';

const KIGALI = { lat: -1.9441, lng: 30.0619 };

describe('fake gas stations', () => {
  it('filters, sorts by distance and price, pages, and matches the contract', async () => {
    const s = createScenario();
    const near = await s.api.gasStations.list({ ...KIGALI, fuel: 'Diesel', max_distance: 10 });
    expect(answerSchemas['gasStations.list'].safeParse(near).success).toBe(true);
    const km = near.data.map((st) => st.distance_km ?? 0);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(near.data.every((st) => (st.distance_km ?? 99) <= 10)).toBe(true);
    expect(near.data.some((st) => st.city === 'Musanze')).toBe(false);
    const cheap = await s.api.gasStations.list({
      ...KIGALI,
      fuel: 'Diesel',
      sort: 'price',
      amenities: ['ATM'],
    });
    expect(cheap.data.every((st) => st.amenities.includes('ATM'))).toBe(true);
    const prices = cheap.data.map((st) => st.price?.price_minor ?? Number.MAX_SAFE_INTEGER);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheap.data.at(-1)?.price?.price).toBeNull(); // Kobil has no Diesel price: last
    const page = await s.api.gasStations.list({ limit: 2 });
    const next = await s.api.gasStations.list({ limit: 2, cursor: page.meta.next_cursor ?? '' });
    expect(next.data[0]?.id).not.toBe(page.data[0]?.id);
    expect(
      (await s.api.gasStations.list({ oil_brand: 'Shell Helix HX7' })).data.map((st) => st.slug),
    ).toEqual(['sp-kimironko']);
    await expect(s.api.gasStations.get('nowhere')).rejects.toMatchObject({
      status: 404,
      message: 'Station not found.',
    });
  });

  it('confirms a second driver, limits reports to one an hour, and shows the staff price', async () => {
    const s = createScenario({ signedInAs: 'amina@gari.rw' });
    const first = await s.api.gasStations.reportPrice('engen-nyabugogo', {
      fuel_type: 'Diesel',
      price: 1840,
    });
    expect(first.report.status).toBe('pending');
    await expect(
      s.api.gasStations.reportPrice('engen-nyabugogo', { fuel_type: 'Diesel', price: 1840 }),
    ).rejects.toMatchObject({ status: 429 });
    const same = await s.api.gasStations.reportPrice('engen-nyabugogo', {
      fuel_type: 'Essence',
      price: 1780,
    });
    expect(same).toMatchObject({
      report: { status: 'confirmed' },
      price: { source: 'drivers', price: 1780 },
    });
    const staff = await s.api.gasStations.setPrices(502, { prices: [{ fuel_type: 'Essence', price: 1771 }] });
    expect(staff.prices[0]).toMatchObject({ price: 1771, source: 'station' });
    expect((await s.api.gasStations.get(502)).prices[0]?.price).toBe(1771);
  });

  it('buys a priced fuel through the cart and refuses one without a price', async () => {
    const s = createScenario({ signedInAs: 'amina@gari.rw' });
    const kobil = await s.api.gasStations.get('kobil-remera');
    const essence = kobil.prices.find((p) => p.fuel_type === 'Essence');
    const diesel = kobil.prices.find((p) => p.fuel_type === 'Diesel');
    const cart = await s.api.marketplace.setCartItem(essence?.listing_id ?? 0, 20);
    expect(cart.data[0]?.listing).toMatchObject({ kind: 'station_product', station_id: kobil.id });
    expect(diesel?.listing_id).toBeNull();
    const paused = s.db.marketplace.listings.find((l) => l.title === 'Diesel · Kobil Remera');
    await expect(s.api.marketplace.setCartItem(paused?.id ?? 0, 1)).rejects.toMatchObject({
      status: 409,
      message: 'Diesel is not available at this station',
    });
    const spareshop = await s.api.marketplace.listings({ limit: 50 });
    expect(spareshop.data.some((l) => l.kind === 'station_product')).toBe(false);
  });
});
