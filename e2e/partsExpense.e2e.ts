/**
 * Issue #13 "Close the loop", parts side: the demo member's paid order of a part that fits one of their
 * cars is logged with one tap as that car's Parts expense from the order page, which then says "Logged
 * as expense"; the expense shows in the car page's recent expenses, and a second try is refused (409).
 * In Chromium against the real server and seed (a cash order is confirmed at once).
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO, expectNoAxeViolations, signIn, tokenOf } from './helpers';

const api = '/api/v1';

interface Car {
  id: number;
  name: string | null;
  year: number;
  make: string;
  model: string;
}

/** A stocked RWF part that fits exactly one of the member's cars, and that car. */
async function partForOneCar(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const cars = (await (await request.get(`${api}/vehicles`, { headers })).json()).data as Car[];
  const fitting = new Map<number, number[]>();
  for (const car of cars) {
    const res = await request.get(`${api}/marketplace/listings?fits=${car.id}&country=RW&limit=50`, {
      headers,
    });
    expect(res.ok(), await res.text()).toBe(true);
    for (const l of (await res.json()).data as { id: number; stock: number; currency: string }[])
      if (l.stock > 0 && l.currency === 'RWF') fitting.set(l.id, [...(fitting.get(l.id) ?? []), car.id]);
  }
  const found = [...fitting].find(([, ids]) => ids.length === 1);
  expect(found, 'a seeded part that fits exactly one of the demo cars').toBeTruthy();
  const [listingId, [carId]] = found as [number, number[]];
  const car = cars.find((c) => c.id === carId) as Car;
  return { listingId, car };
}

test('a paid order of parts is logged once as the fitting car’s expense from the order page', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, DEMO);
  const headers = { authorization: `Bearer ${token}` };
  const { listingId, car } = await partForOneCar(request, token);
  const placed = await request.post(`${api}/orders`, {
    headers,
    data: {
      items: [{ listing_id: listingId, quantity: 1 }],
      payment_method: 'cash',
      phone: '0788 123 456',
      full_name: 'Amina Uwase',
      delivery_address: 'KG 11 Ave 24, Kimihurura',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; status: string; fits_vehicle_ids: number[] };
  expect(order.status).toBe('confirmed');
  expect(order.fits_vehicle_ids).toContain(car.id);

  await signIn(page, DEMO, `/orders/${order.id}`);
  const prompt = page.locator(`[data-order-expense="${order.id}"]`);
  await expect(prompt).toHaveAttribute('data-state', 'offered');
  const carName = car.name?.trim() || `${car.year} ${car.make} ${car.model}`;
  await expect(prompt).toContainText(`for ${carName}`);
  await expectNoAxeViolations(page, `/orders/${order.id} (log as expense)`);
  await prompt.getByRole('button', { name: 'Log parts expense' }).click();
  await expect(prompt).toHaveAttribute('data-state', 'logged');
  await expect(prompt).toContainText('Logged as expense');

  // The car page lists it among the recent expenses.
  await prompt.getByRole('link', { name: carName }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${car.id}$`));
  await expect(
    page.getByRole('region', { name: 'Recent expenses' }).getByText(`Parts order #${order.id} from`),
  ).toBeVisible();

  // Logged once: the API refuses a second time, and the order page still says it is logged.
  // (polled: a busy test server may answer 503 "Try again in a moment" under load)
  await expect
    .poll(async () =>
      (await request.post(`${api}/orders/${order.id}/expense`, { headers, data: {} })).status(),
    )
    .toBe(409);
  await page.goto(`/orders/${order.id}`);
  await expect(page.locator(`[data-order-expense="${order.id}"]`)).toHaveAttribute('data-state', 'logged');
});
