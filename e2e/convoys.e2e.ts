/**
 * Issue #12 "Done when" 1: in Chromium against the real server and seed, a new member registers and
 * verifies the email (dev outbox), adds a Subaru on /vehicles/new, finds the derived convoy
 * `brand:subaru` already joined, posts with two photos (the e2e server lets new accounts post images:
 * `CONVOY_IMAGE_MIN_ACCOUNT_HOURS=0`; the 24 h wait is proven by the API tests), likes and comments on
 * another member's post, follows its author from the author link, and sees the author's next post
 * (in a convoy the new member is not in) on /feeds; the author (the demo account) sees the new post and
 * the like count.
 */
import { expect, test } from '@playwright/test';
import { DEMO, expectNoAxeViolations, hydrated, signIn } from './helpers';

const api = '/api/v1';
const CONVOY = '/communities/brand:subaru';
/** Display name of the demo member (apps/api/src/seed/accounts.ts). */
const DEMO_NAME = 'Amina Uwase';

/** A small valid PNG of `w`×`h` grey pixels (uncompressed deflate blocks), made here with a Buffer. */
function png(w: number, h: number, grey: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.concat(
    Array.from({ length: h }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(w, grey)])),
  );
  // zlib stream with one stored block.
  const adler = (() => {
    let a = 1;
    let b = 0;
    for (const x of raw) {
      a = (a + x) % 65521;
      b = (b + a) % 65521;
    }
    const out = Buffer.alloc(4);
    out.writeUInt32BE(((b << 16) | a) >>> 0);
    return out;
  })();
  const stored = Buffer.alloc(5);
  stored[0] = 1;
  stored.writeUInt16LE(raw.length, 1);
  stored.writeUInt16LE(~raw.length & 0xffff, 3);
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), stored, raw, adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a new member joins brand:subaru by adding a Subaru, posts photos, likes, comments, follows the author and sees their next post in /feeds', async ({
  page,
  browser,
  request,
}) => {
  // The demo member joins brand:subaru and posts there first (through the API).
  const login = await request.post(`${api}/auth/login`, {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(login.ok()).toBe(true);
  const demoAuth = { Authorization: `Bearer ${(await login.json()).access_token as string}` };
  expect((await request.post(`${api}/convoys/brand:subaru/join`, { headers: demoAuth })).ok()).toBe(true);
  const demoText = `Outback back from Lake Kivu, who is in for the next run? ${Date.now()}`;
  const demoPost = await request.post(`${api}/convoys/brand:subaru/posts`, {
    headers: demoAuth,
    data: { content: demoText },
  });
  expect(demoPost.status()).toBe(201);
  const otherId = String((await demoPost.json()).data.id);

  const email = `convoy.${Date.now()}@example.rw`;
  const password = 'subaru-roads-2026';
  const text = `First drive with my Forester around Kigali #subaru ${Date.now()}`;

  // Register and verify through the dev outbox.
  await page.goto('/register');
  await hydrated(page);
  await page.getByLabel('Full Name').fill('Claude Niyonzima');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  const outbox = await request.get(`${api}/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = ((await outbox.json()).data as { link: string | null }[]).find((m) =>
    m.link?.includes('/verify-email'),
  )?.link as string;
  expect(link).toBeTruthy();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Email verified!').first()).toBeVisible();
  await signIn(page, { email, password }, '/vehicles/new');

  // Add a Subaru.
  const make = page.getByRole('combobox', { name: 'Make' });
  await expect(make).toBeEnabled();
  await make.fill('Subaru');
  await page.getByRole('option', { name: 'Subaru', exact: true }).click();
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toBeEnabled();
  await model.fill('Forester');
  await page.getByRole('option', { name: 'Forester', exact: true }).click();
  await page.getByRole('button', { name: /Year/ }).click();
  await page.getByRole('option', { name: '2015', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/vehicles$/);

  // The derived convoy is already joined, with the car in the side panel.
  await page.goto(CONVOY);
  await hydrated(page);
  const root = page.locator('main section[data-state]').first();
  await expect(root).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your cars in this convoy' })).toContainText(
    'Subaru Forester',
  );
  const composer = page.getByRole('form', { name: 'New post' });
  await expect(composer.getByRole('button', { name: 'Share' })).toBeDisabled();
  await expectNoAxeViolations(page, CONVOY);

  // Two photos: previews, then the post shows at once with both pictures (WebP from the server).
  await composer.getByRole('textbox', { name: 'What is on your mind?' }).fill(text);
  await composer.locator('input[type="file"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(32, 24, 90) },
    { name: 'side.png', mimeType: 'image/png', buffer: png(32, 24, 180) },
  ]);
  await expect(composer.getByRole('img', { name: 'Preview of side.png' })).toBeVisible();
  await composer.getByRole('button', { name: 'Share' }).click();
  await expect(composer.getByRole('textbox', { name: 'What is on your mind?' })).toHaveValue('');
  const mine = page.locator('article[data-post]').filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect.poll(async () => Number(await mine.getAttribute('data-post'))).toBeGreaterThan(0);
  const stored = await request.get(`${api}/convoys/brand:subaru/posts?limit=50`);
  const storedPost = ((await stored.json()).data as { content: string; images: { url: string }[] }[]).find(
    (p) => p.content === text,
  );
  expect(storedPost?.images).toHaveLength(2);
  for (const { url } of storedPost?.images ?? []) {
    const image = await request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  }

  // Like and comment on another member's post (the demo member's).
  const otherPost = page.locator(`article[data-post="${otherId}"]`);
  const countText = (await otherPost.getByText(/^\d+ likes?$/).textContent()) as string;
  const before = Number.parseInt(countText, 10);
  await otherPost.getByRole('button', { name: 'Like' }).click();
  await expect(otherPost.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  await expect(otherPost.getByText(`${before + 1} like`, { exact: false })).toBeVisible();
  // The like is sent after the 400 ms debounce.
  await expect
    .poll(async () => {
      const res = await request.get(`${api}/convoys/brand:subaru/posts?limit=50`);
      return ((await res.json()).data as { id: number; likes: number }[]).find(
        (p) => String(p.id) === otherId,
      )?.likes;
    })
    .toBe(before + 1);
  await otherPost.getByRole('button', { name: /comments?$/ }).click();
  const box = otherPost.getByRole('textbox', { name: 'Write a comment' });
  await box.fill('Great shot, see you at the next meet-up!');
  await otherPost.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(box).toHaveValue('');
  await expect(otherPost.getByText('Great shot, see you at the next meet-up!')).toBeVisible();

  // Follow its author from the author link.
  await otherPost.getByRole('link', { name: DEMO_NAME }).click();
  await expect(page).toHaveURL(/\/members\/amina$/);
  await hydrated(page);
  await page.getByRole('button', { name: `Follow ${DEMO_NAME}` }).click();
  await expect(page.getByRole('button', { name: `Unfollow ${DEMO_NAME}` })).toHaveText('UNFOLLOW');

  // The author's next post, in a convoy the new member has not joined, is in /feeds.
  const profile = (await (await request.get(`${api}/users/amina`)).json()).data as {
    convoys: { id: string }[];
  };
  const elsewhere = profile.convoys.find((c) => c.id !== 'brand:subaru')?.id as string;
  expect(elsewhere).toBeTruthy();
  const nextText = `Sunday wash and coffee in Kimihurura ${Date.now()}`;
  const next = await request.post(`${api}/convoys/${encodeURIComponent(elsewhere)}/posts`, {
    headers: demoAuth,
    data: { content: nextText },
  });
  expect(next.status()).toBe(201);
  await page.goto('/feeds');
  await hydrated(page);
  await expect(page.locator('article[data-post]').filter({ hasText: nextText })).toHaveCount(1);

  // A second member sees the new post and the like count.
  const context = await browser.newContext();
  const amina = await context.newPage();
  await signIn(amina, DEMO, CONVOY);
  await expect(amina.locator('article[data-post]').filter({ hasText: text })).toHaveCount(1);
  await expect(
    amina.locator(`article[data-post="${otherId}"]`).getByText(`${before + 1} like`, { exact: false }),
  ).toBeVisible();
  await context.close();
});
