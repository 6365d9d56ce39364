/**
 * Issue #16 Done-when 4 (Provider pictures): a staff member uploads a ~4 MB JPEG cover in /partner; the
 * garage list at 360 px shows it as AVIF/WebP under 40 kB; a text file and a file over 10 MB each get a
 * clear error and the old photo stays.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Account, hydrated, signIn } from './helpers';

/** The part of sharp used here (sharp lives in the API's dependencies, not the root's). */
type Sharp = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(join(import.meta.dirname, '../apps/api/package.json'))('sharp') as Sharp;

/** Seeded staff of "Remera Auto Care" (apps/api/src/seed/providers.ts). */
const STAFF: Account = { email: 'staff.remera@gari.rw', password: 'gari-staff-pass' };
const NOT_AN_IMAGE = 'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).';
const TOO_BIG = 'The photo may be at most 10 MB.';

/** A JPEG of random noise (noise does not compress: ~4 MB at 2620 × 1745, quality 92). */
async function noiseJpeg(width = 2620, height = 1745): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const coverInput = (page: Page) =>
  page.getByRole('region', { name: 'Photos · Remera Auto Care' }).locator('input[type="file"]').first();
const coverImage = (page: Page) => page.getByRole('img', { name: 'Cover photo of Remera Auto Care' });

/** The cover of Remera Auto Care on the garage list at 360 px: the URL the browser chose. */
async function listCover(page: Page): Promise<string> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/maintenance?q=Remera');
  await hydrated(page);
  const card = page.locator('li[data-provider-id]').filter({ hasText: 'Remera Auto Care' }).first();
  await card.scrollIntoViewIfNeeded();
  const img = card.locator('picture img');
  await expect(img).toHaveAttribute('width', '1280');
  await expect(img).toHaveAttribute('height', '720');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}

test('staff upload a 4 MB cover; the list serves it small at 360 px; bad files leave it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const jpeg = await noiseJpeg();
  expect(jpeg.length).toBeGreaterThan(3.5 * 1024 * 1024);
  expect(jpeg.length).toBeLessThan(5 * 1024 * 1024);

  await signIn(page, STAFF, '/partner');
  await expect(page.getByRole('heading', { name: 'Photos · Remera Auto Care' })).toBeVisible();
  await coverInput(page).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Photo saved.')).toBeVisible({ timeout: 30_000 });
  await expect(coverImage(page)).toBeVisible();

  const src = await listCover(page);
  expect(src).toMatch(/\/api\/v1\/photos\/[0-9a-f-]+-360\.(avif|webp)$/);
  const file = await page.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect((await file.body()).length).toBeLessThan(40_000);

  // Not an image (the server sniffs the content), then over 10 MB (refused before sending).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/partner');
  await hydrated(page);
  await expect(coverImage(page)).toBeVisible();
  await coverInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Opening hours: Mon–Sat 08:00–17:00'),
  });
  const region = page.getByRole('region', { name: 'Photos · Remera Auto Care' });
  await expect(region.getByRole('alert')).toHaveText(NOT_AN_IMAGE);
  await coverInput(page).setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([jpeg, jpeg, jpeg]),
  });
  await expect(region.getByRole('alert')).toHaveText(TOO_BIG);
  await expect(coverImage(page)).toBeVisible();

  // The garage list still shows the same cover (the API test proves its own 422 for both files). The
  // browser may now reuse a larger size it cached meanwhile: compare the picture's key, not the width.
  const key = (url: string) => /photos\/([0-9a-f-]{36})-/.exec(url)?.[1];
  expect(key(src)).toMatch(/^[0-9a-f-]{36}$/);
  expect(key(await listCover(page))).toBe(key(src));
});
