/**
 * Issue #2 "Done when" 2: a new member's whole first visit, in Chromium against the real server and
 * database: register, open the verification link from the dev outbox, sign in, add a car through the
 * cascade, see it on My Cars, add a refuel and an expense and see the status page and chart change,
 * revoke a session on /sessions, log out. axe runs on every page visited.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const api = '/api/v1';

/**
 * Fails the test on any axe violation of the current page. react-aria's live announcer is left out:
 * after a pending button unmounts (a form that navigates away) it keeps a reference to the gone button
 * for ~7 s, which screen readers have already read.
 */
async function expectNoAxeViolations(page: Page, where: string) {
  // Only a rendered page is checked: its main landmark and heading are there, no route still loading.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page…' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

test('a new member registers, verifies, adds a car, logs spend, manages sessions and logs out', async ({
  page,
  request,
}) => {
  const email = `e2e.${Date.now()}@example.rw`;
  const password = 'kigali-roads-2026';

  // Register.
  await page.goto('/register');
  await expectNoAxeViolations(page, '/register');
  await page.getByLabel('Full Name').fill('Eric Mugisha');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);

  // Open the verification link from the dev outbox.
  const outbox = await request.get(`${api}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const messages = (await outbox.json()).data as { link: string | null; subject: string }[];
  const verifyLink = messages.find((m) => m.link?.includes('/verify-email'))?.link;
  expect(verifyLink).toBeTruthy();
  await page.goto(new URL(verifyLink as string).pathname + new URL(verifyLink as string).search);
  await expect(page.getByText('Email verified!').first()).toBeVisible();

  // Sign in.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectNoAxeViolations(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  // My Cars is empty at first.
  await page.goto('/vehicles');
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  await expectNoAxeViolations(page, '/vehicles (empty)');

  // Add a car through the cascade: make, model, year, then details.
  await page.getByRole('link', { name: 'Add your first vehicle' }).click();
  await expect(page).toHaveURL(/\/vehicles\/new$/);
  const make = page.getByRole('combobox', { name: 'Make' });
  await expect(make).toBeEnabled();
  await make.fill('Toyota');
  await page.getByRole('option', { name: 'Toyota', exact: true }).click();
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toBeEnabled();
  await model.fill('Corolla');
  await page.getByRole('option', { name: 'Corolla', exact: true }).click();
  await page.getByRole('button', { name: /Year/ }).click();
  await page.getByRole('option', { name: '2014', exact: true }).click();
  await expect(page.getByLabel('Name')).toHaveValue('2014 Toyota Corolla');
  await expectNoAxeViolations(page, '/vehicles/new');
  await page.getByRole('button', { name: 'Save' }).click();

  // It is on My Cars.
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByText('2014 Toyota Corolla').first()).toBeVisible();
  await expectNoAxeViolations(page, '/vehicles');

  // Status page: no spend yet, then a refuel and an expense change it.
  await page.getByRole('link', { name: 'Status of 2014 Toyota Corolla' }).click();
  await expect(page).toHaveURL(/\/vehicles\/\d+$/);
  // The chart's data table (the same numbers as the bars, for screen readers).
  const chart = page.getByRole('table', { name: 'Spending, last 12 months' });
  await expect(chart).toBeAttached();
  const chartBefore = await chart.textContent();
  expect(chartBefore).not.toContain('115,000');
  await expectNoAxeViolations(page, '/vehicles/{id}');

  const refuel = page.getByRole('form', { name: 'Add a refuel' });
  await refuel.getByLabel('Litres').fill('40');
  await refuel.getByLabel('Total cost').fill('70000');
  await refuel.getByLabel('Odometer').fill('123456');
  await refuel.getByLabel('Station name').fill('SP Kacyiru');
  await refuel.getByRole('button', { name: 'Add refuel' }).click();
  await expect(page.getByRole('region', { name: 'Last refuel' })).toContainText('SP Kacyiru');
  await expect(page.getByRole('region', { name: 'Running stats' })).toContainText('1,750');

  const expense = page.getByRole('form', { name: 'Add an expense' });
  await expense.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('option', { name: /maintenance/i }).click();
  await expense.getByLabel('Amount').fill('45000');
  await expense.getByLabel('Note').fill('Oil change');
  await expense.getByRole('button', { name: 'Add expense' }).click();
  await expect(page.getByText('Oil change').first()).toBeVisible();
  await expect.poll(async () => chart.textContent()).not.toBe(chartBefore);
  await expect(chart).toContainText('115,000');
  await expect(page.getByRole('region', { name: "This month's spend" })).toContainText('45,000');

  // A second session (another device) appears on /sessions and can be revoked.
  const other = await request.post(`${api}/auth/login`, {
    data: { email, password, device_id: 'e2e-other-device-0001' },
    headers: { 'user-agent': 'E2E Other Device' },
  });
  expect(other.status()).toBe(200);
  await page.goto('/sessions');
  await expectNoAxeViolations(page, '/sessions');
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  const otherSession = sessions.filter({ hasNot: page.getByText('This device') });
  await expect(otherSession).toContainText('E2E Other Device');
  await otherSession.getByRole('button', { name: /^Revoke/ }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  const refused = await request.get(`${api}/users/me`, {
    headers: { authorization: `Bearer ${(await other.json()).access_token}` },
  });
  expect(refused.status()).toBe(401);

  // Log out.
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
});
