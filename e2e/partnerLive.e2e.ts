/**
 * Issue #16 "Done when" 5: a member books; the open partner console shows the booking within 15 s
 * without a reload (the Pending count goes up and the request is announced); the garage's outbox has
 * the SMS (to the provider's phone) and the staff mail for it. In Chromium against the real server.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, DEMO, hydrated, signIn } from './helpers';

/** Seeded staff of "Remera Auto Care" (apps/api/src/seed/providers.ts). */
const STAFF: Account = { email: 'staff.remera@gari.rw', password: 'gari-staff-pass' };
/** Remera Auto Care's phone (+250 788 314 527 in the seed) in E.164, where its SMS go. */
const GARAGE_PHONE = '+250788314527';

/** The next Monday–Friday at least two days from today (garages' default schedule is open then). */
function nextWeekday(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 3);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return d;
}

/** The Pending tab's count (0 without a badge). */
async function pendingCount(page: Page): Promise<number> {
  const badge = page.getByRole('tab', { name: /Pending/ }).getByTestId('pending-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('data-count'));
}

/** The member books Remera Auto Care through the wizard in their own browser context; the reference. */
async function memberBooks(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO, '/maintenance');
  await page.getByRole('searchbox', { name: 'Search garages' }).fill('Remera Auto Care');
  await expect(page.getByRole('heading', { name: '1 garage', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Book Service at Remera Auto Care' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const nav = page.getByTestId('booking-nav');
  await page.getByRole('radiogroup', { name: 'Service' }).getByRole('radio').first().check({ force: true });
  await nav.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  const day = nextWeekday();
  if (day.getMonth() !== new Date().getMonth())
    await page.getByRole('button', { name: 'Next month' }).click();
  const dayLabel = day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await page.getByRole('button', { name: new RegExp(dayLabel) }).click();
  const times = page.getByRole('radiogroup', { name: /^Time on/ });
  await expect(times).toBeVisible();
  await times.getByRole('radio').last().check({ force: true });
  await nav.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Phone').fill('0788123457');
  await nav.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await nav.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
  const bookingId = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  await context.close();
  return bookingId;
}

test('the open partner console shows a new booking live, and the garage is told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, STAFF, '/partner');
  await hydrated(page);
  const connection = page.getByTestId('partner-connection');
  await expect(connection).toHaveAttribute('data-connection', 'live');
  await expect(
    page.getByRole('list', { name: 'Pending requests' }).or(page.getByText('No pending requests.')),
  ).toBeVisible();
  const before = await pendingCount(page);
  // Reloading would defeat the test: mark the document and check the mark survives.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  const bookingId = await memberBooks(browser);
  expect(bookingId).toMatch(/^[A-Z]{2}-[A-Z0-9]{6}$/);

  const row = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toHaveAttribute('data-new', 'true');
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('partner-announcement')).toHaveText(`New booking request ${bookingId}.`);
  await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(before + 1);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The garage's outbox: an SMS to its phone and a mail to its staff, both naming the booking.
  const outbox = async (to: string) => {
    const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()).data as { channel: string; subject: string; text: string }[]).filter((m) =>
      m.text.includes(bookingId),
    );
  };
  const sms = await outbox(GARAGE_PHONE);
  expect(sms.map((m) => m.channel)).toEqual(['sms']);
  expect(sms[0]?.text).toContain(`Gari: new booking ${bookingId} at Remera Auto Care`);
  const mail = await outbox(STAFF.email);
  expect(mail.map((m) => m.channel)).toEqual(['email']);
  expect(mail[0]?.subject).toContain(`New booking ${bookingId}`);
});
