/**
 * Issue #16 "Done when" 6: a visitor switches to Kinyarwanda, then French; the choice survives a
 * reload (server-rendered in that language: the raw HTML has `<html lang>` and the texts) and a new
 * sign-in (the profile stores it; a fresh browser signing in gets it back); the car page and the
 * booking wizard are in French with French-formatted dates and RWF amounts. No hydration warning on
 * the way (the browser's first render uses the server's language).
 *
 * Texts are read from the catalogs and the formatters themselves, so the test follows them.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatDate, formatMoney } from '../packages/ui/src/format';
import { DEMO, hydrated, tokenOf, watchErrors } from './helpers';

const FEATURES = join(import.meta.dirname, '../packages/features/src');
/**
 * A catalog's texts in one language, read as the data they are ('home/messages.fr' →
 * `home/messages.fr.json`: ICU strings by key; the keys used here have no arguments). Read from disk:
 * Node's loader, which Playwright uses, imports JSON only with an import attribute, and the app's own
 * catalog modules are compiled by Vite.
 */
function catalog<T>(file: string): T {
  return JSON.parse(readFileSync(join(FEATURES, `${file}.json`), 'utf8')) as T;
}
/** The language picker's texts (the same keys in every language). */
type LanguageTexts = typeof import('../packages/features/src/chrome/languageMessages.en.json');
const languageEn = catalog<LanguageTexts>('chrome/languageMessages.en');
const languageFr = catalog<LanguageTexts>('chrome/languageMessages.fr');
const languageRw = catalog<LanguageTexts>('chrome/languageMessages.rw');
const languageSw = catalog<LanguageTexts>('chrome/languageMessages.sw');
const homeFr = catalog<typeof import('../packages/features/src/home/messages.fr.json')>('home/messages.fr');
const homeRw = catalog<typeof import('../packages/features/src/home/messages.rw.json')>('home/messages.rw');
const carStatusFr = catalog<typeof import('../packages/features/src/vehicles/statusMessages.fr.json')>(
  'vehicles/statusMessages.fr',
);
const bookingFr =
  catalog<typeof import('../packages/features/src/booking/messages.fr.json')>('booking/messages.fr');

// The picker's label in every language, from its catalogs (the language chunks of `i18n/` are gathered
// by Vite's `import.meta.glob`, which Playwright's loader does not run).
const labels = { en: languageEn, fr: languageFr, rw: languageRw, sw: languageSw };
const label = (language: keyof typeof labels) => labels[language].language;

/**
 * The top bar's language picker once loaded (the pointer's first move over the page loads it: stand-ins
 * gone), then the option named `name`.
 */
async function chooseLanguage(page: Page, name: string) {
  await hydrated(page);
  const header = page.locator('header').first();
  await page.mouse.move(10, 10);
  await page.mouse.move(20, 20);
  await expect(header.locator('[data-standin]')).toHaveCount(0, { timeout: 20_000 });
  await header
    .getByRole('button', { name: new RegExp(`${label('en')}|${label('fr')}|${label('rw')}|${label('sw')}`) })
    .click();
  await page.getByRole('option', { name }).click();
}

/** Signs in through /login with the form's field names (the page may be in any language). */
async function signInAnyLanguage(page: Page, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  const submit = page.locator('form button[type="submit"]').first();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

/** Hydration problems React reports on the console. */
const hydrationErrors = (errors: string[]) =>
  errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));

async function languageCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'gari_lang');
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/**
 * The demo member's profile starts and ends with no language: the other end-to-end files sign in as
 * the demo member on the same server and read English texts.
 */
async function clearDemoLanguage(request: APIRequestContext) {
  const token = await tokenOf(request, DEMO);
  const answer = await request.patch('/api/v1/users/me', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: null },
  });
  expect(answer.status()).toBe(200);
}
test.beforeEach(async ({ request }) => clearDemoLanguage(request));
test.afterEach(async ({ request }) => clearDemoLanguage(request));

test('a visitor reads Gari in Kinyarwanda then French; the member keeps French on a new device', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);

  // A visitor: English by default.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Kinyarwanda: <html lang="rw">, the chrome in Kinyarwanda, the cookie for a year.
  await chooseLanguage(page, 'Kinyarwanda');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(
    page
      .locator('header')
      .first()
      .getByRole('button', { name: new RegExp(label('rw')) }),
  ).toBeVisible();
  // The home page itself in Kinyarwanda (its catalog's rw texts).
  await expect(page.getByRole('heading', { level: 1, name: homeRw.heroTitle })).toBeVisible();
  const cookie = await languageCookie(page);
  expect(cookie?.value).toBe('rw');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // A reload keeps it, rendered by the server in Kinyarwanda (raw HTML), and hydrates cleanly.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  const raw = await page.request.get('/');
  const html = await raw.text();
  expect(html).toContain('<html lang="rw"');
  expect(html).toContain(label('rw'));
  expect(html).toContain(homeRw.heroTitle);
  expect(String(raw.headers().vary)).toMatch(/cookie/i);
  // Without the cookie the same page is English (no cached Kinyarwanda copy for others).
  const english = await request.get('/', { headers: { cookie: '' } });
  expect(await english.text()).toContain('<html lang="en"');

  // French.
  await chooseLanguage(page, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await languageCookie(page))?.value).toBe('fr');
  await expect(page.getByRole('heading', { level: 1, name: homeFr.heroTitle })).toBeVisible();

  // Sign in as the demo member: the profile (no language yet) stores the visitor's French.
  await signInAnyLanguage(page, '/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const token = await tokenOf(request, DEMO);
  const me = async () =>
    (
      (await (
        await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { language: string | null } }
    ).data.language;
  await expect.poll(me).toBe('fr');
  expect(hydrationErrors(errors)).toEqual([]);

  // A new device (fresh browser, no cookie): English until the member signs in, then French.
  const fresh = await freshPage(browser);
  const second = fresh.page;
  const secondErrors = watchErrors(second);
  await second.goto('/');
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await signInAnyLanguage(second, '/vehicles');
  await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(async () => (await languageCookie(second))?.value).toBe('fr');

  // The car page in French: the last refuel's date and cost formatted for fr-RW.
  const auth = { authorization: `Bearer ${token}` };
  /** An API answer's payload, whether wrapped in `{ data }` or bare. */
  const payload = async <T>(path: string): Promise<T> => {
    const body = (await (await request.get(path, { headers: auth })).json()) as { data?: T } & T;
    return body.data ?? body;
  };
  const vehicles = await payload<{ id: number }[]>('/api/v1/vehicles');
  const vehicleId = vehicles[0]?.id;
  expect(vehicleId).toBeDefined();
  const summary = await payload<{
    last_refuel: { date: string; total_cost: number; currency: string } | null;
  }>(`/api/v1/vehicles/${vehicleId}/summary`);
  const last = summary.last_refuel;
  expect(last).not.toBeNull();
  await second.goto(`/vehicles/${vehicleId}`);
  await hydrated(second);
  await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
  const frDate = formatDate(last?.date, 'fr-RW');
  const frCost = formatMoney(last?.total_cost, last?.currency ?? 'RWF', 'fr-RW');
  expect(frCost).toMatch(/ RWF$/);
  await expect(second.getByText(frDate).first()).toBeVisible();
  await expect(second.getByText(frCost, { exact: true }).first()).toBeVisible();
  await expect(second.getByRole('heading', { name: carStatusFr.recentRefuels })).toBeVisible();

  // The booking wizard in French: react-aria's calendar names the month in French, and the chosen
  // day reads as 'mar. 24 nov. 2026'.
  await second.goto('/maintenance');
  await hydrated(second);
  const bookHref = await second.locator('a[href^="/booking?"]').first().getAttribute('href');
  expect(bookHref).toBeTruthy();
  await second.goto(bookHref ?? '/booking');
  await hydrated(second);
  await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(second.getByRole('heading', { name: bookingFr.stepService })).toBeVisible();
  const nav = second.getByTestId('booking-nav');
  await second.locator('main input[type="radio"]').first().check({ force: true });
  await nav.getByRole('button').last().click();
  const day = new Date();
  day.setDate(day.getDate() + 2);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  const monthYear = (d: Date) =>
    new Intl.DateTimeFormat('fr-RW', { month: 'long', year: 'numeric' }).format(d);
  await expect(second.getByRole('heading', { name: monthYear(new Date()) })).toBeVisible();
  if (day.getMonth() !== new Date().getMonth()) {
    await second.locator('[slot="next"]').first().click();
    await expect(second.getByRole('heading', { name: monthYear(day) })).toBeVisible();
  }
  await second
    .getByRole('grid')
    .getByRole('button', {
      name: new RegExp(
        `\\b${day.getDate()} ${new Intl.DateTimeFormat('fr-RW', { month: 'long' }).format(day)} ${day.getFullYear()}`,
      ),
    })
    .click();
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const frDay = formatDate(new Date(`${iso}T12:00:00Z`), 'fr-RW', { weekday: true, timeZone: 'UTC' });
  expect(frDay).toMatch(/^[a-zé]+\. \d+ [a-zéû]+\.? \d{4}$/);
  await expect(second.getByText(frDay).first()).toBeVisible();
  expect(hydrationErrors(secondErrors)).toEqual([]);
  await fresh.context.close();
});
