/**
 * Issue #10 "Done when" 1 (the browsing and cart part; the checkout steps live in their own file): a
 * visitor searches the spareshop with a typo, opens a listing, reloads its URL, adds it to the cart
 * (the top bar counts it), signs in as the demo member and finds it merged into the member cart. Also:
 * the list is server-rendered and hydrates without console errors, and /spareshop and /garage
 * redirect. In Chromium against the real server and seed.
 */
import { expect, type Page, test } from '@playwright/test';

const DEMO = { email: 'amina@gari.rw', password: 'GariDemo2026!' };

/** Collects console errors and uncaught page errors (hydration mismatches are reported as errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated `#root` (server-rendered pages: type only after this). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

test('the spareshop list is in the HTML and /spareshop, /garage redirect', async ({ request }) => {
  const res = await request.get('/marketplace?search=brak%20pads');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Spareshop · Gari</title>');
  expect(html).toMatch(/brake pads/i);
  expect(html).toContain('id="gari-state"');
  const spareshop = await request.get('/spareshop?search=oil', { maxRedirects: 0 });
  expect(spareshop.status()).toBe(302);
  expect(spareshop.headers().location).toBe('/marketplace?search=oil');
  const garage = await request.get('/garage', { maxRedirects: 0 });
  expect(garage.headers().location).toBe('/maintenance');
});

test('a visitor finds brake pads, keeps them in the cart, and finds them merged after signing in', async ({
  page,
}) => {
  const errors = watchErrors(page);

  // Search with a typo; the search goes to the URL and the server finds brake pads anyway.
  await page.goto('/marketplace');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search the Spareshop' }).fill('brak pads');
  await expect(page).toHaveURL(/\/marketplace\?search=brak\+pads$/);
  const results = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
  await expect(page.getByTestId('listings-count')).toHaveText(/^\d+ listings?$/);
  await expect(results.first()).toBeVisible();
  const titles = await results.getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(/brake pads/i);

  // Open the first result, then reload its URL: the listing comes from the server by id.
  const title = titles[0] ?? '';
  await results
    .first()
    .getByRole('link', { name: /^Buy Now/ })
    .click();
  await expect(page).toHaveURL(/\/marketplace\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  const listingUrl = page.url();
  await page.reload();
  await hydrated(page);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    `/checkout?item_id=${listingUrl.split('/').pop()}`,
  );

  // Add it to the visitor cart: the top bar counts it.
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('link', { name: 'In your cart: 1 · View cart' })).toBeVisible();
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart (1 item)' });
  await expect(cartLink).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gari.cart'))).toMatch(/"quantity":1/);

  // The visitor's cart page sends checkout through sign-in.
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(title);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/login?next=%2Fcheckout',
  );

  // Sign in as the demo member: the local cart is merged into the member cart.
  await page.goto('/login?next=%2Fcart');
  await hydrated(page);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(title);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gari.cart'))).toBeNull();

  // The member cart is the server's: a reload still shows it.
  await page.reload();
  await expect(lines).toHaveCount(1);
  expect(errors).toEqual([]);
});
