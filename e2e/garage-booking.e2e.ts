/**
 * Issue #3 "Done when" 2 (site part): a member filters garages, books a service through the wizard and
 * downloads the .ics, finds it pending in My bookings; the garage's staff accept it in /partner; the
 * member's SMS is in the outbox and My bookings shows it accepted (issue #13).
 * In Chromium against the real server and seeded providers.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const DEMO = { email: 'amina@gari.rw', password: 'GariDemo2026!' };
/** Seeded staff of "Remera Auto Care" (apps/api/src/seed/providers.ts). */
const STAFF = { email: 'staff.remera@gari.rw', password: 'gari-staff-pass' };
const PHONE = '0788123456';

async function signIn(page: Page, who: { email: string; password: string }, next = '/') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${next === '/' ? '/$' : next}`));
}

/** The next Monday–Friday at least two days from today (garages' default schedule is open then). */
function nextWeekday(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return d;
}

test('a member books a garage through the wizard and staff accept it', async ({ page, request }) => {
  await signIn(page, DEMO);

  // Find the garage with the search filter (the server applies it).
  await page.goto('/maintenance');
  await page.getByRole('searchbox', { name: 'Search garages' }).fill('Remera Auto Care');
  await expect(page.getByRole('heading', { name: '1 garage', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Garages' }).getByRole('listitem', { name: 'Remera Auto Care' }),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: 'Book Service at Remera Auto Care' }).click();
  await expect(page).toHaveURL(/\/booking\?.*type=garage/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const nav = page.getByTestId('booking-nav');

  // Step 1: a service.
  await page.getByRole('radiogroup', { name: 'Service' }).getByRole('radio').first().check({ force: true });
  await nav.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: a date, then a time from the provider's slots.
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const day = nextWeekday();
  if (day.getMonth() !== new Date().getMonth())
    await page.getByRole('button', { name: 'Next month' }).click();
  const dayLabel = day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await page.getByRole('button', { name: new RegExp(dayLabel) }).click();
  const times = page.getByRole('radiogroup', { name: /^Time on/ });
  await expect(times).toBeVisible();
  await times.getByRole('radio').first().check({ force: true });
  await nav.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: contact (the name comes from the account).
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(/Amina/);
  await page.getByLabel('Phone').fill(PHONE);
  await nav.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 4: review and confirm.
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await nav.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
  const bookingId = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(bookingId).toMatch(/^[A-Z]{2}-[A-Z0-9]{6}$/);

  // Add to Calendar: the .ics event of the booking.
  const calendarHref = await page.getByRole('link', { name: 'Add to Calendar' }).getAttribute('href');
  expect(calendarHref).toBeTruthy();
  const ics = await request.get(calendarHref as string);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const icsText = await ics.text();
  expect(icsText).toContain('BEGIN:VEVENT');
  expect(icsText).toContain('Remera Auto Care');

  // My bookings (issue #13): the booking waits for the provider.
  await page.goto('/bookings');
  const mine = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(mine).toHaveAttribute('data-status', 'pending');
  await expect(mine.getByText('Waiting for the provider')).toBeVisible();

  // Staff accept it in the partner console.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, STAFF, '/partner');
  await page.getByRole('button', { name: `Accept ${bookingId}` }).click();
  await expect(page.getByRole('button', { name: `Accept ${bookingId}` })).toHaveCount(0);

  // The member's notification (SMS to the phone given) is in the dev outbox.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent('+250788123456')}`);
      const messages = (await res.json()).data as { channel: string; text: string }[];
      return messages.find((m) => m.text.includes(bookingId))?.text ?? '';
    })
    .toContain('accepted');

  // Back as the member: My bookings shows the provider's answer.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO, '/bookings');
  await expect(page.locator(`[data-booking-id="${bookingId}"]`)).toHaveAttribute('data-status', 'accepted');
  await expect(page.locator(`[data-booking-id="${bookingId}"]`).getByText('Accepted')).toBeVisible();
});
