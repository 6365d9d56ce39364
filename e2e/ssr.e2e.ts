/**
 * Issue #8 "Server-rendered first paint": public pages arrive with their content and data in the HTML,
 * hydrate without a single console error (React's hydration-mismatch reports included) and stay
 * interactive; member pages arrive as the shell with a loading body. In Chromium against the built app.
 */
import { expect, type Page, test } from '@playwright/test';

/** Collects console errors and uncaught page errors (hydration mismatches are reported as errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once the app has hydrated `#root` (`data-hydrated`, set by `apps/site/src/start.tsx`). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
}

test('the garage list is in the HTML before any script runs', async ({ request }) => {
  const res = await request.get('/maintenance');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(res.headers().etag).toBeTruthy();
  const html = await res.text();
  expect(html).toContain('<title>Garages · Gari</title>');
  expect(html).toContain('Remera Auto Care');
  expect(html).toContain('id="gari-state"');
  expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  const again = await request.get('/maintenance', { headers: { 'if-none-match': res.headers().etag ?? '' } });
  expect(again.status()).toBe(304);
});

test('a page shows its content with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { name: 'Remera Auto Care' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await context.close();
});

/**
 * Marks every element the server sent (at DOMContentLoaded, before React runs) and records the ones
 * removed later that are not a deferred part's stand-in (`data-standin`). React removes server HTML
 * when it gives up hydrating a part and renders it again (one long task on a slow phone).
 */
async function watchReplacedServerHtml(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __replaced: string[] };
    w.__replaced = [];
    const server = new WeakSet<Node>();
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('body *')) server.add(el);
    });
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        for (const node of m.removedNodes) {
          if (server.has(node) && !(node instanceof Element && node.hasAttribute('data-standin'))) {
            w.__replaced.push(`${node.nodeName} ${(node.textContent ?? '').slice(0, 60)}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced);
}

for (const path of [
  '/',
  '/maintenance',
  '/carwashes',
  '/login',
  '/help',
  '/gas-station',
  '/gas-station/1',
  '/no-such-page',
]) {
  test(`${path} hydrates without console errors and keeps the server's HTML`, async ({ page }) => {
    const errors = watchErrors(page);
    const replaced = await watchReplacedServerHtml(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Parts hydrate when they come into view (HydrateOnView): bring each one to the screen for a
    // moment, as a reader scrolling down the page does.
    await page.evaluate(async () => {
      for (const part of Array.from(document.querySelectorAll('[data-hydrate-on-view]'))) {
        part.scrollIntoView({ block: 'center' });
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300)));
      }
    });
    // The visitor's first interaction (here the pointer moving over the page) loads the deferred
    // chrome, which swaps its stand-ins for the real parts in idle time.
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await expect(page.locator('[data-standin]')).toHaveCount(0, { timeout: 10_000 });
    // The not-found page is answered with status 404, which Chromium reports for the document itself.
    expect(errors.filter((e) => !(path === '/no-such-page' && e.includes('status of 404')))).toEqual([]);
    expect(await replaced()).toEqual([]);
  });
}

test('the hydrated garage list stays interactive and the not-found page answers 404', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.goto('/maintenance');
  await hydrated(page);
  const first = page.getByRole('heading', { name: 'Remera Auto Care' });
  await expect(first).toBeVisible();
  // Client-side navigation through the hydrated chrome (no page load).
  await page.evaluate(() => {
    (window as { gariMarker?: number }).gariMarker = 1;
  });
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Gari');
  expect(await page.evaluate(() => (window as { gariMarker?: number }).gariMarker)).toBe(1);
  expect(errors).toEqual([]);
  expect((await request.get('/no-such-page')).status()).toBe(404);
});

test('a member page arrives as the shell, then the client signs the visitor in', async ({ request }) => {
  const html = await (await request.get('/vehicles')).text();
  expect(html).toContain('<title>My Cars · Gari</title>');
  expect(html).toContain('Loading page…');
  expect(html).toContain('Skip to content');
});

test('what a visitor types before the scripts run is kept, and the form cannot submit before then', async ({
  page,
}) => {
  // A slow phone: the page's scripts arrive only when we let them.
  let release: () => void = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // Module scripts delay DOMContentLoaded: wait for the server's HTML only.
  await page.goto('/login?next=%2Fvehicles', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill('amina@gari.rw');
  await page.getByLabel('Password', { exact: true }).fill('GariDemo2026!');
  // The server-rendered button is disabled: no native GET submission with the password in the URL.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  release();
  await hydrated(page);
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('amina@gari.rw');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  expect(page.url()).not.toContain('password');
});
