/**
 * Issue #16 "Done when" 3 (first part) and Profile, in Chromium against the real server and database:
 * a visitor sent from /vehicles to sign in signs up instead, opens the verification link from the dev
 * outbox and lands signed in (Logout visible) back on /vehicles; then on /profile edits the phone
 * ('0788 123 456' stored as +250788123456), sees the field message for a bad number, is refused a wrong
 * current password and changes the password, which ends the other session and keeps this one.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated } from './helpers';

const api = '/api/v1';

test('sign up from a page, verify from the mail link, land signed in there; edit the profile and password', async ({
  page,
  request,
}) => {
  const email = `e2e.verify.${Date.now()}@example.rw`;
  const password = 'kigali-roads-2026';

  // A signed-out visitor opens My Cars: sent to sign in, with the way back.
  await page.goto('/vehicles');
  await expect(page).toHaveURL(/\/login\?next=%2Fvehicles$/);
  await hydrated(page);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fvehicles$/);
  await hydrated(page);
  await page.getByLabel('Full Name').fill('Claudine Ingabire');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);

  // The verification link in the dev outbox carries the page to return to.
  const outbox = await request.get(`${api}/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const messages = (await outbox.json()).data as { link: string | null }[];
  const link = new URL(messages.find((m) => m.link?.includes('/verify-email'))?.link ?? '');
  expect(link.searchParams.get('next')).toBe('/vehicles');
  expect(link.searchParams.get('expires')).toMatch(/^\d+$/);

  // Opened on this (signed-out) device: verified and signed in; Continue goes back to My Cars.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Email verified!' })).toBeVisible();
  await expect(page.getByText(/you are signed in on this device/)).toBeVisible();
  await expectNoAxeViolations(page, '/verify-email (signed in)');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();

  // The link works once for signing in: opened again it only says the address is verified.
  const again = await request.post(`${api}/email/verify`, {
    data: {
      id: link.searchParams.get('id'),
      hash: link.searchParams.get('hash'),
      expires: link.searchParams.get('expires'),
      sign_in: true,
    },
  });
  expect(await again.json()).toEqual({ message: 'Email already verified.', session: null });

  // Another device signs in too (ended by the password change below).
  const other = await request.post(`${api}/auth/login`, {
    data: { email, password, device_id: 'e2e-other-device-16' },
  });
  expect(other.ok()).toBe(true);
  const otherToken = (await other.json()).access_token as string;

  // Profile: a bad phone is named; a local Rwandan number is saved in E.164.
  await page.goto('/profile');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('0252 12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Phone: enter a valid mobile number for Rwanda, e.g. +250 788 123 456.'),
  ).toBeVisible();
  await phone.fill('0788 123 456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByText('+250788123456')).toBeVisible();
  await expectNoAxeViolations(page, '/profile (saved)');

  // Password: a wrong current one is refused on its field; the right one ends the other session.
  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByLabel(/^New password/).fill('kigali-roads-2027');
  await page.getByLabel(/^Confirm new password/).fill('kigali-roads-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Current password: the password you entered is not your current one.'),
  ).toBeVisible();
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('1 other session was signed out.')).toBeVisible();
  const refused = await request.get(`${api}/users/me`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(refused.status()).toBe(401);

  // This device stays signed in; its sessions page lists it with its last use.
  await page.getByRole('link', { name: 'See and end your sessions' }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.first()).toContainText('Last seen');
});
