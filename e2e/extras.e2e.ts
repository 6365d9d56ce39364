/**
 * Issue #12 site extras, in Chromium against the real server and seed: the top-bar search (a part,
 * opened from its result; a garage by name), the newsletter's double opt-in from the footer to the
 * confirm page (the link taken from the dev outbox), and the Help Center search over the FAQ.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrated, watchErrors } from './helpers';

/** Opens the top-bar search (waits for its deferred chunk: the stand-in is aria-disabled). */
async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Gari' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** No axe violation on the current page (react-aria's live announcer left out). */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test('top-bar search finds a part as the visitor types and opens its listing', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await hydrated(page);
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('brake');
  const results = dialog.getByRole('navigation', { name: 'Results' });
  await expect(results.getByRole('heading', { name: 'Parts' })).toBeVisible();
  await expect(results.getByRole('link', { name: "See all parts for 'brake'" })).toHaveAttribute(
    'href',
    '/marketplace?search=brake',
  );
  await expectNoAxeViolations(page);
  const part = results.locator('a[data-search-result][href^="/marketplace/"]').first();
  const href = await part.getAttribute('href');
  expect(href).toMatch(/^\/marketplace\/\d+$/);
  const title = (await part.locator('span').first().textContent()) ?? '';
  expect(title.toLowerCase()).toContain('brake');
  await part.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('top-bar search finds a garage by name; arrow keys and Enter open it', async ({ page }) => {
  await page.goto('/help');
  await hydrated(page);
  const dialog = await openSearch(page);
  const field = dialog.getByRole('searchbox', { name: 'Search' });
  await field.fill('Remera Auto Care');
  const results = dialog.getByRole('navigation', { name: 'Results' });
  await expect(results.getByRole('heading', { name: 'Garages' })).toBeVisible();
  const garage = results.getByRole('link', { name: /Remera Auto Care/ }).first();
  await expect(garage).toHaveAttribute('href', /^\/providers\/garage\/[\w-]+$/);
  const href = (await garage.getAttribute('href')) as string;
  // ArrowDown from the field moves through the results until the garage; Enter opens it.
  await field.press('ArrowDown');
  for (let i = 0; i < 40 && !(await garage.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(garage).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Remera Auto Care');
});

test('newsletter: subscribe from the footer, open the mailed link, the confirm page says so', async ({
  page,
  request,
}) => {
  const email = `news-${Date.now()}@example.rw`;
  await page.goto('/');
  await hydrated(page);
  // The footer loads at the visitor's first interaction: scrolling down to it is one.
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 20_000);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Check your inbox', { exact: true })).toBeVisible();

  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const messages = (await outbox.json()).data as { link: string | null; text: string }[];
  const link = messages.find((m) => m.link?.includes('/newsletter/confirm'))?.link as string;
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=/);
  const url = new URL(link);

  await page.goto(url.pathname + url.search);
  const main = page.locator('[data-state]').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(main).toHaveAttribute('data-state', 'done');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter subscription');
  await expect(page.getByText('Subscription confirmed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same link again: already confirmed.
  await page.reload();
  await expect(page.getByText('Already confirmed', { exact: true })).toBeVisible();
  // A bad token: the server's reason.
  await page.goto('/newsletter/confirm?token=not-a-token');
  await expect(page.getByText('This link does not work', { exact: true })).toBeVisible();
});

test('Help Center search filters the FAQ and offers Contact when nothing matches', async ({ page }) => {
  await page.goto('/help');
  await hydrated(page);
  const field = page.getByRole('searchbox', { name: 'Search help' });
  await expect(page.locator('details')).toHaveCount(4);
  await field.fill('PASSWÖRD');
  await expect(page.locator('details')).toHaveCount(1);
  await expect(page.getByText('I forgot my password. What now?')).toBeVisible();
  await field.fill('carburetor');
  await expect(page.locator('details')).toHaveCount(0);
  await expect(page.getByText("No results for 'carburetor'.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
