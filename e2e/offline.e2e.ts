/**
 * Issue #8 "Done when" 5: after one visit, with the network off, `/` and `/maintenance` open from the
 * service worker with an offline notice instead of the browser's error page; a page never visited
 * gets the offline page. Also checks the installable shell: manifest, icons and worker answers.
 * In Chromium against the built app (`pnpm start`).
 */
import { expect, type Page, test } from '@playwright/test';

/** Waits until the service worker is active and controls `page`. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

/** Waits until the pages cache holds `path` (the page stores itself once the worker is ready). */
async function cached(page: Page, path: string): Promise<void> {
  await page.waitForFunction(async (p) => Boolean(await (await caches.open('gari-pages')).match(p)), path);
}

test('the app shell is installable: manifest, icons, worker', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(body).toMatchObject({ name: 'Gari', start_url: '/', display: 'standalone' });
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons)
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  // The worker itself must never be cached for a year, or an update could not reach phones.
  expect(worker.headers()['cache-control']).not.toContain('immutable');
});

test('after one visit, / and /maintenance open offline with a notice; an unseen page gets the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await controlled(page);
  await cached(page, '/');

  await page.goto('/maintenance');
  await expect(page.getByRole('list', { name: 'Garages' }).getByRole('listitem').first()).toBeVisible();
  await cached(page, '/maintenance');
  const garage = await page.locator('[data-provider-id]').first().getAttribute('data-provider-id');

  await context.setOffline(true);

  await page.goto('/');
  await expect(page.locator('[data-offline-notice]')).toContainText("You're offline");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.goto('/maintenance');
  await expect(page.locator('[data-offline-notice]')).toBeVisible();
  // The garages seen online are still listed (the public list answer was kept by the worker).
  expect(garage).toBeTruthy();
  await expect(page.locator(`[data-provider-id="${garage}"]`)).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();

  await context.setOffline(false);
});

test('member API answers are never stored by the worker', async ({ page }) => {
  await page.goto('/maintenance');
  await controlled(page);
  await expect(page.locator('[data-provider-id]').first()).toBeVisible();
  // Sign in and open a member page while the worker controls the page.
  await page.goto('/login?next=%2Fvehicles');
  await page.getByLabel('Email', { exact: true }).fill('amina@gari.rw');
  await page.getByLabel('Password', { exact: true }).fill('GariDemo2026!');
  const vehicles = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/vehicles' && r.ok());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  // The worker leaves member calls alone: straight to the network, never answered from a cache.
  expect((await vehicles).fromServiceWorker()).toBe(false);
  await page.goto('/maintenance');
  await expect(page.locator('[data-provider-id]').first()).toBeVisible();
  const urls = await page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
    }
    return out;
  });
  // Nothing of a member's (vehicles, bookings, users, sessions, ai, partner).
  // The pages seen are kept (their server-rendered HTML carries the public lists' data).
  expect(urls).toContain('/maintenance');
  expect(
    urls.filter((u) => /^\/api\/v1\/(vehicles|bookings|users|auth|ai|partner|test\/users)/.test(u)),
  ).toEqual([]);
});
