/**
 * Issue #10 checkout (site part): a signed-in member buys one seeded part from its /checkout link with
 * MTN MoMo through the built-in payment simulator, sees the order paid and finds it in /orders; a
 * declined payment shows the failure with Try again; a payment left pending is approved from the
 * simulator's development hint. In Chromium against the real server and seed (NODE_ENV=test: the
 * simulator takes the payments; test numbers ending 000002 are approved, 000001 declined).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  APPROVE,
  DEMO,
  expectNoAxeViolations,
  fillContactAndDelivery,
  orderIdOf,
  payWithMomo,
  signIn as signInAs,
} from './helpers';

const api = '/api/v1';
const DECLINE = '0788 000 001';

interface SeedListing {
  id: number;
  title: string;
  stock: number;
  price_minor: number;
  currency: string;
}

/** A seeded Rwandan part with stock to spare (the cheapest first), found through the public API. */
async function findListing(request: APIRequestContext, skip = 0): Promise<SeedListing> {
  const res = await request.get(`${api}/marketplace/listings?country=RW&kind=part&sort=price_low&limit=50`);
  expect(res.ok()).toBe(true);
  const listings = ((await res.json()).data as SeedListing[]).filter(
    (l) => l.stock >= 3 && l.currency === 'RWF' && l.price_minor >= 100,
  );
  const listing = listings[skip];
  expect(listing, 'a seeded RW part with stock').toBeTruthy();
  return listing as SeedListing;
}

/** Signs the demo member in on /login?next=`next`. */
const signIn = (page: Page, next: string) => signInAs(page, DEMO, next);

/** From the review step (showing `listing`) to the payment step: contact and delivery with `phone`. */
async function fillDetails(page: Page, listing: SeedListing, phone: string) {
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText(listing.title).first()).toBeVisible();
  // The member's name is prefilled from the session.
  await fillContactAndDelivery(page, phone, 'Amina Uwase');
}

test('a member checks out one part with MTN MoMo, sees it paid and finds it in /orders', async ({
  page,
  request,
}) => {
  const listing = await findListing(request);
  const checkout = `/checkout?item_id=${listing.id}`;

  // Visitors are sent to sign in first, then come back to the same checkout.
  await page.goto(checkout);
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, checkout);

  await fillDetails(page, listing, APPROVE);
  await expectNoAxeViolations(page, '/checkout (payment)');
  await payWithMomo(page, APPROVE);

  // The simulator approves the test number at once.
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const id = await orderIdOf(page);
  await expect(page.getByText(`Order #${id} is paid`)).toBeVisible();
  await expectNoAxeViolations(page, '/checkout (paid)');

  // The order page, then the list of orders.
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order #${id}`);
  await expect(page.locator('[data-order-status="paid"]').first()).toBeVisible();
  await expectNoAxeViolations(page, `/orders/${id}`);

  await page.goto('/orders');
  const row = page.locator(`[data-order-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'paid');
  await expect(row.getByRole('link', { name: `Order #${id}` })).toBeVisible();
  // Newest first: this order leads the list.
  await expect(page.locator('[data-order-id]').first()).toHaveAttribute('data-order-id', String(id));
  await expectNoAxeViolations(page, '/orders');
});

test('a declined MoMo payment shows the failure with Try again', async ({ page, request }) => {
  const listing = await findListing(request, 1);
  const checkout = `/checkout?item_id=${listing.id}&quantity=2`;
  await signIn(page, checkout);

  await fillDetails(page, listing, DECLINE);
  await payWithMomo(page, DECLINE);

  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  const id = await orderIdOf(page);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  await expectNoAxeViolations(page, '/checkout (declined)');

  // Try again asks the same number, which the simulator declines again.
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await expect(retry).toBeEnabled();

  // The order waits in /orders with "Pay again".
  const after = await (await request.get(`${api}/marketplace/listings/${listing.id}`)).json();
  expect(after.data.stock).toBe(listing.stock); // a failed payment gives the units back
  await page.goto(`/orders/${id}`);
  await expect(page.locator('[data-order-status="payment_failed"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();
});

test('a pending MoMo payment counts down and is approved from the simulator', async ({ page, request }) => {
  const listing = await findListing(request, 2);
  const checkout = `/checkout?item_id=${listing.id}`;
  await signIn(page, checkout);

  await fillDetails(page, listing, '0788 123 456');
  await payWithMomo(page, '0788 123 456');

  await expect(page.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left to approve' })).toHaveText(/^1[45]:\d\d$/);
  const id = await orderIdOf(page);
  await expectNoAxeViolations(page, '/checkout (waiting)');

  // A reload keeps waiting for the same order (no second order).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  expect(await orderIdOf(page)).toBe(id);

  // Outside production the simulator decides it from the waiting screen.
  const hint = page.getByTestId('simulator-hint');
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.goto('/orders');
  await expect(page.locator(`[data-order-id="${id}"]`)).toHaveAttribute('data-status', 'paid');
});
