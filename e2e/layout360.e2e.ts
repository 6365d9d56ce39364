/**
 * Issue #16 "Done when" 1: every route of the spec's §2 route table on a 360 × 740 phone, signed out,
 * as the demo member and as garage staff. Each page must fit the screen (no sideways scroll), pass axe
 * with no serious or critical violation, show no raw schema text ("Too big: expected …") and no US-order
 * date (11/24/2026). Ids of the detail routes are read from the API so the pages hold real data.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, DEMO, hydrated, signIn, tokenOf } from './helpers';

/** Seeded staff of "Remera Auto Care" (apps/api/src/seed/providers.ts). */
const STAFF: Account = { email: 'staff.remera@gari.rw', password: 'gari-staff-pass' };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.setTimeout(600_000);

/** Schema jargon that must never reach a person (issue #16 "Messages a person understands"). */
const RAW_VALIDATION = /Too big|Too small|Invalid input|expected (string|number|a )|Required$/m;
/** A US-order numeric date such as 11/24/2026. */
const US_DATE = /\b(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}\b/;

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x&email=a%40b.rw',
  '/verify-email',
  '/maintenance',
  '/carwashes',
  '/gas-station',
  '/booking',
  '/more',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/marketplace',
  '/cart',
  '/communities',
  '/communities/brand:subaru',
  '/members/amina',
  '/feeds',
  '/no-such-page',
];
const MEMBER_ROUTES = [
  '/profile',
  '/sessions',
  '/vehicles',
  '/vehicles/new',
  '/bookings',
  '/orders',
  '/checkout',
  '/marketplace/sell',
  '/marketplace/mine',
];

async function firstId(request: APIRequestContext, url: string, token?: string): Promise<string | null> {
  const res = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!res.ok()) return null;
  const body = (await res.json()) as { data?: { id: number | string }[] };
  const id = body.data?.[0]?.id;
  return id === undefined ? null : String(id);
}

/** The detail routes, with ids of real seeded things. */
async function detailRoutes(request: APIRequestContext, token: string | null): Promise<string[]> {
  const routes: string[] = [];
  const listing = await firstId(request, '/api/v1/marketplace/listings?limit=1');
  if (listing) routes.push(`/marketplace/${listing}`);
  const station = await firstId(request, '/api/v1/gas-stations');
  if (station) routes.push(`/gas-station/${station}`);
  const garage = await firstId(request, '/api/v1/garages');
  if (garage) routes.push(`/providers/garage/${garage}`);
  if (token) {
    const vehicle = await firstId(request, '/api/v1/vehicles', token);
    if (vehicle) {
      routes.push(
        `/vehicles/${vehicle}`,
        `/vehicles/${vehicle}/ai-mechanic`,
        `/vehicles/${vehicle}/ai-mechanic/diagnostic-results`,
      );
    }
    const order = await firstId(request, '/api/v1/orders', token);
    if (order) routes.push(`/orders/${order}`);
  }
  return routes;
}

/** What is wrong with the page at `path` on a 360 px screen (empty when nothing). */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const problems: string[] = [];
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1;
      })
      // The innermost: none of its own children sticks out.
      .filter((el) => [...el.children].every((c) => c.getBoundingClientRect().right <= width + 1))
      // Fixed bars do not scroll the page: name what does.
      .filter((el) => !el.closest('header, [data-fixed]'))
      .slice(0, 3)
      .map((el) => {
        // The element and its ancestors up to the page, with their right edges (px).
        const chain: string[] = [];
        for (let e: Element | null = el; e && chain.length < 8; e = e.parentElement) {
          const name = e.getAttribute('class')?.split(' ')[0];
          chain.push(
            `${e.tagName.toLowerCase()}${name ? `.${name}` : ''}@${Math.round(e.getBoundingClientRect().right)}`,
          );
        }
        return chain.join(' < ');
      });
    // Content spilling out of a box that does not clip it (a table cell that cannot wrap, …).
    const spill = [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => getComputedStyle(el).overflowX === 'visible')
      .slice(-2)
      .map((el) => `${el.tagName.toLowerCase()} spills ${el.scrollWidth - el.clientWidth} px`);
    return { scroll: document.documentElement.scrollWidth, width, wide: [...wide, ...spill] };
  });
  if (overflow.scroll > overflow.width) {
    problems.push(
      `${path}: ${overflow.scroll} px wide on a ${overflow.width} px screen (${overflow.wide.join(', ')})`,
    );
  }
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    problems.push(`${path}: axe ${v.id} on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown on screen, not the hidden data scripts
  const text = await page.locator('body').innerText();
  const raw = RAW_VALIDATION.exec(text);
  if (raw) problems.push(`${path}: raw validation text "${raw[0]}"`);
  const us = US_DATE.exec(text);
  if (us) problems.push(`${path}: US-order date ${us[0]}`);
  problems.push(...(await smallTapTargets(page, path)));
  return problems;
}

async function visitAll(page: Page, request: APIRequestContext, who: Account | null, extra: string[]) {
  const token = who ? await tokenOf(request, who) : null;
  if (who) await signIn(page, who, '/profile');
  const routes = [...PUBLIC_ROUTES, ...extra, ...(await detailRoutes(request, token))];
  const problems: string[] = [];
  for (const path of routes) problems.push(...(await problemsOf(page, path)));
  expect(problems, `${routes.length} routes at 360 × 740`).toEqual([]);
}

test('every route fits a 360 px phone, signed out', async ({ page, request }) => {
  await visitAll(page, request, null, []);
});

test('every route fits a 360 px phone, as a member', async ({ page, request }) => {
  await visitAll(page, request, DEMO, MEMBER_ROUTES);
});

test('every route fits a 360 px phone, as garage staff', async ({ page, request }) => {
  await visitAll(page, request, STAFF, ['/partner', '/profile', '/bookings']);
});

/**
 * Tap targets of at least 44 × 44 px on touch (issue #16 "Layout at 320–360 px"; WCAG 2.5.5): every
 * visible button, link, `[role=button]`/`[role=tab]` and checkbox/radio (measured by its label, the
 * thing a finger hits) in the main content and the navigation. Exceptions, per WCAG 2.2's own list:
 * - inline: a link inside a sentence or paragraph (`p`, or text beside it in the same line box);
 * - hidden: targets not shown (zero size, `visibility: hidden`, clipped skip links until focused);
 * - user agent: controls the browser draws (none of ours are measured).
 */
async function smallTapTargets(page: Page, path: string): Promise<string[]> {
  const small = await page.evaluate((min) => {
    const selector =
      'a[href], button, [role="button"], [role="tab"], [role="link"], input[type="checkbox"], input[type="radio"]';
    const roots = [...document.querySelectorAll<HTMLElement>('main, nav')];
    const seen = new Set<Element>();
    const out: string[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>(selector)) {
        // A checkbox or radio is hit through its label (react-aria hides the input itself).
        const target = el.matches('input') ? (el.closest('label') ?? el) : el;
        if (seen.has(target)) continue;
        seen.add(target);
        const style = getComputedStyle(target);
        const r = target.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue; // hidden
        if (target.closest('[aria-hidden="true"], [inert]')) continue; // hidden
        const inline =
          target.tagName === 'A' &&
          (style.display === 'inline' || style.display === 'inline-block') &&
          (target.closest('p') !== null ||
            [...(target.parentElement?.childNodes ?? [])].some(
              (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
            ));
        if (inline) continue; // inline link in a sentence
        if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30);
        out.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, 44);
  return small.length > 0 ? [`${path}: tap targets under 44 × 44 px: ${small.join('; ')}`] : [];
}
