/**
 * Orders of parts logged as a car expense (issue #13 "Close the loop": POST /orders/{id}/expense): the
 * buyer's order says which cars its parts fit and whether it is logged; one tap logs a paid order as a
 * `parts` expense of its total on the car it fits (else the only car, else the chosen one), once — a
 * second or concurrent request is a 409 naming `order_id`; bad input names the field and writes nothing.
 * On PGlite and, with DATABASE_URL, PostgreSQL.
 */
import type { Order } from '@gari/contract/marketplace';
import { CHOOSE_CAR_MESSAGE, NO_CAR_MESSAGE, ORDER_ALREADY_LOGGED } from '@gari/contract/orderExpense';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, listingFitments, listings, makes, models, sellers } from '../db/schema';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

const API = '/api/v1';
const DELIVERY = { full_name: 'Amina Uwase', delivery_address: 'KG 7 Ave 12, Kigali', phone: '0788123456' };

describe.each(BACKENDS)('orders of parts logged as expenses on $name', (backend) => {
  let t: TestApp;
  let buyer: Member;
  let rav4: { makeId: number; modelId: number };
  let rav4Car: number;
  let otherCar: number;
  let taken = 0;

  const as = (m: Member) => m.tokens.access_token;
  const car = async (m: Member, make_id: number, model_id: number, year: number) => {
    const res = await send(t.app, `${API}/vehicles`, { token: as(m), body: { make_id, model_id, year } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  /** A fresh published RWF part of a shop; `fitsRav4` gives it the one fitment Toyota RAV4 2010–2020. */
  async function part(fitsRav4: boolean): Promise<number> {
    const [row] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .where(and(eq(listings.country, 'RW'), eq(listings.kind, 'part'), eq(sellers.type, 'shop')))
      .orderBy(listings.id)
      .offset(taken++)
      .limit(1);
    if (!row) throw new Error('no RW part seeded');
    await t.database.db
      .update(listings)
      .set({ stock: 9, status: 'published' })
      .where(eq(listings.id, row.id));
    await t.database.db.delete(listingFitments).where(eq(listingFitments.listingId, row.id));
    if (fitsRav4) {
      await t.database.db.insert(listingFitments).values({
        listingId: row.id,
        makeId: rav4.makeId,
        modelId: rav4.modelId,
        yearFrom: 2010,
        yearTo: 2020,
      });
    }
    return row.id;
  }
  /** Places an order of one unit; cash orders are confirmed at once, momo ones wait for the payment. */
  const order = async (m: Member, listingId: number, method: 'cash' | 'momo' = 'cash') => {
    const res = await send(t.app, `${API}/orders`, {
      token: as(m),
      body: { items: [{ listing_id: listingId, quantity: 1 }], payment_method: method, ...DELIVERY },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Order;
  };
  const logIt = (m: Member, id: number, body?: unknown) =>
    send(t.app, `${API}/orders/${id}/expense`, {
      method: 'POST',
      token: as(m),
      ...(body === undefined ? {} : { body }),
    });
  const expensesOf = (orderId: number) =>
    t.database.db.select().from(expenses).where(eq(expenses.orderId, orderId));

  beforeAll(async () => {
    t = await createTestApp(backend);
    buyer = await registerMember(t.app, { tag: 'parts-buyer' });
    const [found] = await t.database.db
      .select({ makeId: makes.id, modelId: models.id })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(and(eq(makes.name, 'Toyota'), eq(models.name, 'RAV4')));
    const [other] = await t.database.db
      .select({ makeId: makes.id, modelId: models.id })
      .from(models)
      .innerJoin(makes, eq(makes.id, models.makeId))
      .where(ne(makes.name, 'Toyota'))
      .limit(1);
    if (!found || !other) throw new Error('reference data missing');
    rav4 = found;
    rav4Car = await car(buyer, rav4.makeId, rav4.modelId, 2015);
    otherCar = await car(buyer, other.makeId, other.modelId, 2018);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a paid order once as a parts expense of its total, on the car its parts fit', async () => {
    const placed = await order(buyer, await part(true));
    expect(placed.status).toBe('confirmed');
    expect(placed).toMatchObject({ expense: null, fits_vehicle_ids: [rav4Car] });

    const res = await logIt(buyer, placed.id);
    expect(res.statusCode, res.body).toBe(201);
    const expense = res.json().data.expense;
    expect(expense).toMatchObject({
      vehicle_id: rav4Car,
      category: 'parts',
      amount: placed.total,
      currency: 'RWF',
      date: placed.created_at.slice(0, 10),
    });
    expect(expense.note).toBe(
      `Parts order #${placed.id} from ${placed.seller.name}: ${placed.items[0]?.title}`,
    );

    // The order now says it is logged; the car's expenses carry it.
    const again = (await send(t.app, `${API}/orders/${placed.id}`, { token: as(buyer) })).json()
      .data as Order;
    expect(again.expense).toEqual({ id: expense.id, vehicle_id: rav4Car });
    const list = await send(t.app, `${API}/orders`, { token: as(buyer) });
    expect(list.json().data.find((o: Order) => o.id === placed.id)?.expense?.id).toBe(expense.id);
    const carExpenses = await send(t.app, `${API}/vehicles/${rav4Car}/expenses/recent`, { token: as(buyer) });
    expect(carExpenses.json().data.map((e: { id: number }) => e.id)).toContain(expense.id);

    // Once only.
    const twice = await logIt(buyer, placed.id, { vehicle_id: otherCar });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ order_id: [ORDER_ALREADY_LOGGED] });
    expect(await expensesOf(placed.id)).toHaveLength(1);
  });

  it('answers one 201 and one 409 when the same order is logged twice at once', async () => {
    const placed = await order(buyer, await part(true));
    const answers = await Promise.all([logIt(buyer, placed.id), logIt(buyer, placed.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await expensesOf(placed.id)).toHaveLength(1);
  });

  it('asks which car when no part fits one of several cars, and takes the chosen car, date and note', async () => {
    const placed = await order(buyer, await part(false));
    expect(placed.fits_vehicle_ids).toEqual([]);
    const choose = await logIt(buyer, placed.id);
    expect(choose.statusCode).toBe(422);
    expect(choose.json().errors).toEqual({ vehicle_id: [CHOOSE_CAR_MESSAGE] });

    const stranger = await registerMember(t.app, { tag: 'parts-stranger' });
    const theirCar = await car(stranger, rav4.makeId, rav4.modelId, 2012);
    const foreignCar = await logIt(buyer, placed.id, { vehicle_id: theirCar });
    expect(foreignCar.statusCode).toBe(422);
    expect(Object.keys(foreignCar.json().errors)).toEqual(['vehicle_id']);
    const future = await logIt(buyer, placed.id, { vehicle_id: otherCar, date: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['date']);
    const tooLong = await logIt(buyer, placed.id, { vehicle_id: otherCar, note: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['note']);
    expect(await expensesOf(placed.id)).toHaveLength(0);
    // Another member cannot see (or log) the order at all.
    expect((await logIt(stranger, placed.id, { vehicle_id: theirCar })).statusCode).toBe(404);

    const ok = await logIt(buyer, placed.id, { vehicle_id: otherCar, date: '2026-01-05', note: 'Wipers' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.expense).toMatchObject({
      vehicle_id: otherCar,
      date: '2026-01-05',
      note: 'Wipers',
    });
  });

  it("refuses an unpaid order (409 naming status), defaults to a member's only car, and needs a car", async () => {
    const waiting = await order(buyer, await part(true), 'momo');
    expect(waiting.status).toBe('pending_payment');
    const unpaid = await logIt(buyer, waiting.id);
    expect(unpaid.statusCode).toBe(409);
    expect(Object.keys(unpaid.json().errors)).toEqual(['status']);

    const single = await registerMember(t.app, { tag: 'parts-single' });
    const onlyCar = await car(single, rav4.makeId, rav4.modelId, 2008); // outside the part's years
    const placed = await order(single, await part(true));
    expect(placed.fits_vehicle_ids).toEqual([]);
    const res = await logIt(single, placed.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.expense.vehicle_id).toBe(onlyCar);

    const carless = await registerMember(t.app, { tag: 'parts-carless' });
    const theirs = await order(carless, await part(true));
    const none = await logIt(carless, theirs.id);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ vehicle_id: [NO_CAR_MESSAGE] });
  });
});
