/**
 * Helpers shared by the end-to-end tests (Playwright in Chromium against the real server and seed):
 * console errors, hydration, signing in through the page or the API, axe, and paying at checkout
 * with MTN MoMo through the payment simulator (NODE_ENV=test: numbers ending 000002 are approved at
 * once, 000001 declined; README "Spareshop payments").
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** An account of the seed: email and password. */
export interface Account {
  email: string;
  password: string;
}

/** The demo member of the seed (README "What `pnpm start` starts"). */
export const DEMO: Account = { email: 'amina@gari.rw', password: 'GariDemo2026!' };

/** A MoMo number the payment simulator approves at once. */
export const APPROVE = '0788000002';

/** Collects console errors and uncaught page errors (hydration mismatches are reported as errors). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once the app has hydrated `#root` (`data-hydrated`, set by `apps/site/src/start.tsx`; server-rendered pages: type only after this). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
}

/** An access token of `who` (POST /auth/login). */
export async function tokenOf(request: APIRequestContext, who: Account): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Signs in on /login?next=… and waits to be back on `next` (the server-rendered Sign In is enabled
 * once the form has hydrated).
 */
export async function signIn(page: Page, who: Account, next: string): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await hydrated(page);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

/** Fails on any axe violation (react-aria's live announcer left out), checked once finite animations have ended. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // Colours are only final once entrance animations and transitions have run: axe reads computed
  // colours, and a half-faded element fails color-contrast (a flake seen on /verify-email).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

/**
 * From the checkout's Review step to its Payment step: contact (`phone`) and a Kigali delivery address.
 * `name`: the member's name the contact step must show prefilled from the session.
 */
export async function fillContactAndDelivery(page: Page, phone: string, name?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Contact & delivery' })).toBeVisible();
  if (name) await expect(page.getByLabel('Full name')).toHaveValue(name);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Delivery address').fill('KG 11 Ave 24, Kimihurura');
  await page.getByLabel('City').fill('Kigali');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

/** Chooses MTN MoMo (the prompt goes to the contact phone `phone`) and pays. */
export async function payWithMomo(page: Page, phone: string): Promise<void> {
  await page.getByText('MTN MoMo', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /MTN MoMo/ })).toBeChecked();
  await expect(page.getByLabel('Mobile money number')).toHaveValue(phone);
  await page.getByRole('button', { name: /^Pay RWF/ }).click();
}

/** The order id in the URL (the checkout puts `?order_id=` there once the order exists). */
export async function orderIdOf(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/checkout\?order_id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('order_id'));
}
