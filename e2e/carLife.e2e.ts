/**
 * Issue #13 "Service reminders" and "CSV import and export", in Chromium against the real server and
 * database: a member's car page imports a LubeLogger fuel export (a file with a bad row is refused
 * naming the row and imports nothing; the fixed file imports all rows), the imported odometer makes the
 * oil change overdue, Mark done resets it, and Export refuels downloads Gari's CSV. axe runs on the page.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './helpers';

const fixtures = new URL('../apps/api/src/vehicleCsv/fixtures/', import.meta.url);
const good = readFileSync(new URL('lubelogger-fuel.csv', fixtures));
const bad = readFileSync(new URL('lubelogger-fuel-bad-row.csv', fixtures));

test('a member imports a LubeLogger file, sees the oil change overdue, marks it done and exports', async ({
  page,
  request,
}) => {
  // A new member with a 2016 Suzuki Swift at 115,000 km (made through the API).
  const account = { email: `carlife.${Date.now()}@example.rw`, password: 'kigali-roads-2026' };
  const reg = await request.post('/api/v1/register', {
    data: { name: 'Claudine Uwera', ...account, password_confirmation: account.password, country: 'RW' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post('/api/v1/auth/login', { data: account });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const makes = (await (await request.get('/api/v1/makes')).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const suzuki = makes.find((m) => m.name === 'Suzuki');
  const models = (await (await request.get(`/api/v1/makes/${suzuki?.id}/models`)).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const swift = models.find((m) => m.name === 'Swift');
  const created = await request.post('/api/v1/vehicles', {
    headers: { authorization: `Bearer ${token}` },
    data: { make_id: suzuki?.id, model_id: swift?.id, year: 2016, mileage: 115_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  await signIn(page, account, `/vehicles/${id}`);
  const reminders = page.getByRole('region', { name: 'Service reminders' });
  await expect(reminders.locator('li[data-kind="oil_change"]')).toHaveAttribute('data-status', 'ok');

  // A LubeLogger export with a bad odometer in row 4: refused, the row named, nothing imported.
  const csv = page.getByRole('region', { name: 'Import and export' });
  const input = csv.locator('input[type="file"]');
  await input.setInputFiles({ name: 'lubelogger-bad.csv', mimeType: 'text/csv', buffer: bad });
  await expect(csv.getByText('Row 4: Odometer "12O910" is not a number.')).toBeVisible();
  await expect(csv.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);

  // The fixed file: the preview, then all 4 rows imported.
  await input.setInputFiles({ name: 'lubelogger-fuel.csv', mimeType: 'text/csv', buffer: good });
  await expect(csv.getByText('4 of 4 rows ready (LubeLogger fuel records)')).toBeVisible();
  await csv.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(csv.getByText('4 refuels imported.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent refuels' })).toContainText('35 L');

  // 121,390 km now: the oil change (due at 120,000 km) is overdue; Mark done resets it.
  const oil = reminders.locator('li[data-kind="oil_change"]');
  await expect(oil).toHaveAttribute('data-status', 'overdue');
  await expectNoAxeViolations(page, '/vehicles/{id} with reminders and the CSV preview');
  await oil.getByRole('button', { name: 'Mark done: Oil change' }).click();
  await expect(oil).toHaveAttribute('data-status', 'ok');
  await expect(oil).toContainText('126,390 km');

  // Export refuels: Gari's CSV with the imported rows.
  const download = page.waitForEvent('download');
  await csv.getByRole('button', { name: 'Export refuels (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gari-refuels-${id}.csv`);
  const text = readFileSync((await file.path()) as string, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'date,liters,total_cost,currency,odometer_km,full_tank,station_name,location',
  );
  expect(text).toContain('2026-02-16,35,56700,RWF,121390,true,,');
});
