/**
 * Issue #10 "Done when" 1, second test: a member lists a part for sale with two photos, publishes it
 * and finds it by its OEM number; then, as the seller, sees an order on the listing in
 * /marketplace/mine → Orders and marks it completed. In Chromium against the real server and database.
 *
 * Photos are real images made here with sharp (the API's own image library). The search is the
 * /marketplace list's (`?search=` with the OEM number typed without dashes).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const api = '/api/v1';
const DEMO = { email: 'amina@gari.rw', password: 'GariDemo2026!' };
/** Another seeded member (a quick-login dev account) who buys. */
const BUYER = { email: 'dev.owner@gari.rw', password: 'gari-dev-pass' };

/** sharp, resolved from the API package that depends on it. */
const sharp = createRequire(join(import.meta.dirname, '../apps/api/package.json'))('sharp') as (options: {
  create: { width: number; height: number; channels: 3; background: string };
}) => { png(): { toBuffer(): Promise<Buffer> }; jpeg(): { toBuffer(): Promise<Buffer> } };

/** Fails on any axe violation of the page (react-aria's live announcer left out, as elsewhere). */
async function expectNoAxeViolations(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/** Signs in through /login?next=… once the server-rendered form has hydrated and Sign In is enabled. */
async function signIn(page: Page, who: { email: string; password: string }, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const button = page.getByRole('button', { name: 'Sign In' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

/** Chooses `option` in the Select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** An access token of `who` (POST /auth/login). */
async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post(`${api}/auth/login`, { data: who });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('a member lists a part with two photos, publishes it and finds it by its OEM number', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const oem = `GX-${stamp}-77`;
  const title = `Front brake pads ${stamp}`;
  const photos = [
    {
      name: 'front.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 96, height: 72, channels: 3, background: '#b91c1c' } })
        .png()
        .toBuffer(),
    },
    {
      name: 'side.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 96, height: 72, channels: 3, background: '#1d4ed8' } })
        .jpeg()
        .toBuffer(),
    },
  ];

  await signIn(page, DEMO, '/marketplace/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell a part' })).toBeVisible();
  await expectNoAxeViolations(page, '/marketplace/sell');

  // The part.
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  await choose(page, /Category/, 'Brakes');
  await choose(page, /Condition/, 'New');
  await page.getByRole('textbox', { name: /Brand/ }).fill('Akebono');
  await page.getByRole('textbox', { name: /OEM part numbers/ }).fill(oem);
  await page.getByText('Warranty', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Warranty' })).toBeChecked();
  await page.getByRole('textbox', { name: /Price \(RWF\)/ }).fill('45,500');
  await page.getByRole('textbox', { name: /In stock/ }).fill('3');
  await page.getByRole('textbox', { name: /City/ }).fill('Kigali');

  // Fitment from the reference cascade: Toyota RAV4 2013–2018.
  const make = page.getByRole('combobox', { name: 'Make' });
  await expect(make).toBeEnabled();
  await make.click();
  await make.pressSequentially('Toyota');
  await page.getByRole('option', { name: 'Toyota', exact: true }).click();
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toBeEnabled();
  await model.click();
  await model.pressSequentially('RAV4');
  await page.getByRole('option', { name: 'RAV4', exact: true }).click();
  await choose(page, /Year from/, '2013');
  await choose(page, /Year to/, '2018');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('list', { name: 'Vehicles this part fits' })).toContainText(
    'Toyota RAV4 2013–2018',
  );

  // Two photos, previewed before upload.
  await page.locator('input[type="file"]').setInputFiles(photos);
  await expect(page.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of side.jpg' })).toBeVisible();
  await expect(page.getByText(/2 of 6 photos/)).toBeVisible();

  // Publish: the listing is created, both photos uploaded.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Your listing is published' })).toBeVisible({
    timeout: 20_000,
  });
  const viewHref = await page.getByRole('link', { name: 'View listing' }).getAttribute('href');
  const listingId = Number(viewHref?.split('/').pop());
  expect(listingId).toBeGreaterThan(0);

  // Found on the spareshop list by its OEM number typed without dashes.
  const search = oem.replaceAll('-', '');
  await page.goto(`/marketplace?search=${encodeURIComponent(search)}`);
  const result = page
    .getByRole('list', { name: 'Listings' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(result).toBeVisible();
  await result.getByRole('link', { name: /^Buy Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The API answers the same search with both photos and the fitment.
  const found = await page.request.get(`${api}/marketplace/listings?search=${encodeURIComponent(search)}`);
  expect(found.ok()).toBe(true);
  const hit = (
    (await found.json()) as {
      data: {
        id: number;
        title: string;
        images: unknown[];
        status: string;
        price: number;
        fitment: { make: string; model: string | null }[];
      }[];
    }
  ).data.find((l) => l.id === listingId);
  expect(hit).toMatchObject({ title, status: 'published', price: 45500 });
  expect(hit?.images).toHaveLength(2);
  expect(hit?.fitment).toEqual([expect.objectContaining({ make: 'Toyota', model: 'RAV4' })]);

  // My listings shows it as published.
  await page.goto('/marketplace/mine');
  await expect(page).toHaveURL(/\/marketplace\/mine$/);
  const card = page.getByRole('listitem', { name: title });
  await expect(card).toContainText('Published');
  await expectNoAxeViolations(page, '/marketplace/mine');
});

test('the seller sees an order on the listing in My listings → Orders and marks it completed', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Oil filter ${stamp}`;

  // The seller's listing and another member's cash-on-delivery order (confirmed at once), via the API.
  const seller = await tokenOf(request, DEMO);
  const created = await request.post(`${api}/marketplace/listings`, {
    headers: { Authorization: `Bearer ${seller}` },
    data: {
      title,
      category: 'engine',
      condition: 'New',
      price: 9500,
      country: 'RW',
      city: 'Kigali',
      stock: 2,
      oem_numbers: [`OF-${stamp}`],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listingId = ((await created.json()) as { data: { id: number } }).data.id;
  const buyer = await tokenOf(request, BUYER);
  const ordered = await request.post(`${api}/orders`, {
    headers: { Authorization: `Bearer ${buyer}`, 'Idempotency-Key': `e2e-selling-${stamp}` },
    data: {
      items: [{ listing_id: listingId, quantity: 1 }],
      payment_method: 'cash',
      phone: '+250788123456',
      full_name: 'Dev Owner',
      delivery_address: 'KN 5 Rd 12',
      delivery_city: 'Kigali',
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = ((await ordered.json()) as { data: { id: number; status: string } }).data;
  expect(order.status).toBe('confirmed');

  // The seller opens the Orders tab and marks it completed.
  await signIn(page, DEMO, '/marketplace/mine');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/tab=orders/);
  const card = page.getByRole('listitem', { name: `Order #${order.id}` });
  await expect(card).toContainText(title);
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Cash on delivery');
  await expectNoAxeViolations(page, '/marketplace/mine?tab=orders');
  await card.getByRole('button', { name: `Mark completed: Order #${order.id}` }).click();
  await expect(card).toContainText('Completed');
  await expect(card.getByRole('button')).toHaveCount(0);

  // The buyer's order is completed too.
  const after = await request.get(`${api}/orders/${order.id}`, {
    headers: { Authorization: `Bearer ${buyer}` },
  });
  expect(((await after.json()) as { data: { status: string } }).data.status).toBe('completed');
});
