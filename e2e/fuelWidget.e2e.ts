/**
 * Issue #11 "Done when" 1 (its price widget part) and 3–4 in Chromium: the seeded station's price
 * widget on the demo partner page (another origin, hostile global CSS, a strict CSP without
 * `'unsafe-inline'`; apps/embed/demo-server.mjs) paints server-rendered HTML as an element, as a
 * board-mode container and as a plain iframe, keeps its reserved 296 px (no layout shift), breaks no
 * CSP rule; the station's staff find its key and allowed websites in /partner, change the Essence price
 * (through the API: the /partner station prices form is another branch's) and the widget shows the new
 * price after a reload; a website the station did not allow gets the refusal instead of prices.
 * Needs `pnpm build` (site, embed with its server renderer, API).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const api = '/api/v1';
const demoURL = 'http://127.0.0.1:3001';
const refusedDemoURL = 'http://127.0.0.1:3002';
const STAFF = { email: 'staff.sp.kimironko@gari.rw', password: 'gari-staff-pass' };
const HEIGHT = 296;

/** Records CSP violations and layout shifts from the first byte of every page. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[]; shifts: { value: number; inFuel: boolean }[] };
    w.cspViolations = [];
    w.shifts = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const inFuel = entry.sources.some((s) =>
          Boolean(s.node && document.getElementById('fuel-section')?.contains(s.node)),
        );
        w.shifts.push({ value: entry.value, inFuel });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The Essence row's text of the station widget (inside its open shadow root: Playwright pierces it). */
const essenceOf = (page: Page) => page.locator('#fuel-station [data-fuel="Essence"]');

test.describe.configure({ mode: 'serial' });

test('the price widget paints server-rendered prices on the hostile demo page, without layout shift or CSP errors', async ({
  page,
}) => {
  await watchPage(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(demoURL);
  const station = page.locator('#fuel-station');
  await expect(station.locator('[data-fuel-widget]')).toHaveAttribute('data-state', 'prices');
  await expect(station.getByRole('region', { name: 'Fuel prices at SP Kimironko' })).toBeVisible();
  await expect(essenceOf(page)).toContainText(/RWF 1,\d{3} \/L/);
  await expect(essenceOf(page)).toContainText(/Ceiling RWF 1,\d{3} \(RURA\)/);
  await expect(station.getByRole('link', { name: 'SP Kimironko' })).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/gas-station\/\d+$/,
  );
  // Board mode in a container (added by loader.js → fuel-prices.js), dark theme.
  const board = page.locator('#fuel-board gari-fuel-prices');
  await expect(board.getByRole('heading', { name: 'Cheapest Diesel · Kigali' })).toBeVisible();
  await expect(board.locator('[data-fuel-widget]')).toHaveAttribute('data-theme', 'dark');
  await expect(board.getByRole('list', { name: 'Cheapest stations' }).getByRole('listitem')).toHaveCount(3);
  // The plain iframe page (board mode for Essence), with the partner's brand colour.
  const frame = page.frameLocator('#fuel-iframe');
  await expect(frame.getByRole('region', { name: 'Cheapest Essence in Kigali' })).toBeVisible();
  await expect(frame.locator('[data-fuel-widget]')).toHaveCSS('border-top-color', 'rgb(15, 118, 110)');

  // The hostile CSS reaches the page, not the widget (its own font size and colour).
  await expect(page.getByRole('heading', { name: 'Remera Auto Care', level: 1 })).toHaveCSS(
    'color',
    'rgb(255, 0, 0)',
  );
  await expect(essenceOf(page).locator('span').first()).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(station.getByRole('heading', { level: 2 })).toHaveCSS('font-size', '17px');

  // CLS 0: each widget is exactly its reserved height, and nothing in the section ever moved.
  for (const el of [station, board, page.locator('#fuel-iframe')]) {
    expect((await el.boundingBox())?.height).toBe(HEIGHT);
  }
  const seen = await page.evaluate(() => {
    const w = window as unknown as { cspViolations: string[]; shifts: { value: number; inFuel: boolean }[] };
    return {
      csp: w.cspViolations,
      fuelShift: w.shifts.filter((s) => s.inFuel).reduce((n, s) => n + s.value, 0),
    };
  });
  expect(seen.fuelShift).toBe(0);
  // A strict page CSP (style-src 'self', no 'unsafe-inline'): nothing of the widget was refused.
  expect(seen.csp).toEqual([]);

  // axe on the three widgets (it reaches into the open shadow roots and the frame).
  const { violations } = await new AxeBuilder({ page }).include('#fuel-section').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test("the station's staff see the price widget in /partner, change the Essence price, and the widget shows it after a reload", async ({
  page,
  request,
}) => {
  await page.goto(demoURL);
  await expect(essenceOf(page)).toContainText(/RWF 1,\d{3} \/L/);
  const before = (await essenceOf(page).textContent()) ?? '';

  // /partner: the station's widget key, allowed websites and snippets (the providers' widget settings).
  await page.goto('/partner');
  await page.getByLabel('Email', { exact: true }).fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { name: 'Price widget · SP Kimironko' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Allowed websites' })).toContainText(demoURL);
  await expect(page.getByTestId('widget-snippet')).toContainText('data-gari-key="gw_demo_sp_kimironko"');
  await expect(page.getByTestId('fuel-widget-element')).toContainText(
    '<gari-fuel-prices key="gw_demo_sp_kimironko"',
  );

  // The staff set a new Essence price (PUT /partner/stations/{id}/prices, as the console's form does).
  const login = await request.post(`${api}/auth/login`, {
    data: { ...STAFF, device_id: 'e2e-fuel-widget-staff' },
  });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).access_token as string;
  const station = (await (await request.get(`${api}/gas-stations/sp-kimironko`)).json()).data as {
    id: number;
    prices: { fuel_type: string; price: number | null }[];
  };
  const old = station.prices.find((p) => p.fuel_type === 'Essence')?.price ?? 0;
  const price = old === 1771 ? 1772 : 1771;
  const put = await request.put(`${api}/partner/stations/${station.id}/prices`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { prices: [{ fuel_type: 'Essence', price }] },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto(demoURL);
  await expect(essenceOf(page)).toContainText(`RWF ${price.toLocaleString('en-US')} /L`);
  await expect(essenceOf(page)).toContainText('Just now · station');
  expect(await essenceOf(page).textContent()).not.toBe(before);
  await expect(page.locator('#fuel-station').getByText('Updated Just now')).toBeVisible();
  // The plain iframe page of the station shows it too.
  await page.goto('/embed/fuel-prices/frame?key=gw_demo_sp_kimironko');
  await expect(page.locator('gari-fuel-prices [data-fuel="Essence"]')).toContainText(
    `RWF ${price.toLocaleString('en-US')} /L`,
  );
});

test('a website the station did not allow gets the refusal, not the prices', async ({ page }) => {
  await page.goto(refusedDemoURL);
  const station = page.locator('#fuel-station');
  await expect(station.getByRole('alert')).toHaveText('This price widget is not allowed on this website.');
  await expect(station.locator('[data-fuel-widget]')).toHaveAttribute('data-state', 'error');
  expect((await station.boundingBox())?.height).toBe(HEIGHT);
  await expect(station.locator('[data-fuel]')).toHaveCount(0);
});
