/**
 * Provider pictures and avatars (issue #16 "Provider pictures and prices", Profile avatar, Done-when 4):
 * staff upload a cover and a logo (multipart), re-encoded to WebP + AVIF at 3 widths with EXIF gone;
 * the public garage JSON carries the URLs with widths and heights; non-staff get 403; a text file or a
 * file over 10 MB is a 422 naming the field and the old picture stays; a failing swap leaves no files.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, type Picture } from '@gari/contract/photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../db/schema';
import { STAFF_PASSWORD } from '../seed/providers';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { login, type Member, registerMember, send } from '../testing/http';
import { multipartForm } from '../testing/multipart';
import { photoDir, replacePicture } from './store';

const API = '/api/v1';

/** A JPEG of random noise, `width` × `height`, with an EXIF block (camera make) in it. */
async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'GariTestCam' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.each(BACKENDS)('provider photos and avatars on $name', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let staff: Member;
  let member: Member;
  let remeraId: number;
  let kicukiroId: number;
  let jpeg: Buffer;

  const upload = (who: Member, url: string, field: string, body: Buffer, type = 'image/jpeg') => {
    const f = multipartForm({}, [{ name: field, type, body }]);
    return t.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { ...f.headers, authorization: `Bearer ${who.tokens.access_token}` },
      payload: f.payload,
    });
  };
  const files = async () => (await readdir(photoDir(dataDir)).catch(() => [] as string[])).sort();
  const garage = async (id: number) =>
    (await send(t.app, `${API}/providers/garage/${id}`)).json().data as { cover: Picture | null };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gari-photos-'));
    t = await createTestApp(backend, { config: { dataDir } });
    staff = await login(t.app, 'staff.remera@gari.rw', STAFF_PASSWORD);
    member = await registerMember(t.app, { tag: 'photos' });
    const rows = await t.database.db.select({ id: providers.id, slug: providers.slug }).from(providers);
    remeraId = rows.find((r) => r.slug === 'remera-auto-care')?.id ?? 0;
    kicukiroId = rows.find((r) => r.slug === 'kicukiro-brake-clutch')?.id ?? 0;
    jpeg = await noiseJpeg(1600, 1000);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a cover as WebP and AVIF at 360, 720 and 1280 px (16:9, no EXIF) and lists it', async () => {
    const res = await upload(staff, `/partner/providers/${remeraId}/photos/cover`, 'cover', jpeg);
    expect(res.statusCode, res.body).toBe(201);
    const cover = res.json().data.cover as Picture;
    expect(cover.variants.map((v) => [v.width, v.height])).toEqual([
      [360, 203],
      [720, 405],
      [1280, 720],
    ]);
    expect(cover).toMatchObject({ width: 1280, height: 720, src: cover.variants[1]?.webp });
    expect(await files()).toHaveLength(6);

    const small = await send(t.app, cover.variants[0]?.webp as string);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 360, 203, undefined]);
    const avif = await send(t.app, cover.variants[2]?.avif as string);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');

    expect((await garage(remeraId)).cover).toEqual(cover);
    const list = (await send(t.app, `${API}/garages?per_page=50`)).json().data as {
      id: number;
      cover: Picture | null;
    }[];
    expect(list.find((p) => p.id === remeraId)?.cover).toEqual(cover);
  });

  it('stores a square logo at 96, 192 and 384 px', async () => {
    const res = await upload(staff, `/partner/providers/${remeraId}/photos/logo`, 'logo', jpeg);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.logo.variants.map((v: { height: number }) => v.height)).toEqual([96, 192, 384]);
  });

  it('refuses a text file and a file over 10 MB on the field; the old cover stays, no file left over', async () => {
    const before = await garage(remeraId);
    const filesBefore = await files();
    const text = await upload(
      staff,
      `/partner/providers/${remeraId}/photos/cover`,
      'cover',
      Buffer.from('hello, not a photo'),
      'image/jpeg', // the declared type lies: the content is sniffed
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      errors: { cover: ['The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).'] },
      error_codes: { cover: ['invalid_format'] },
    });
    const big = await upload(
      staff,
      `/partner/providers/${remeraId}/photos/cover`,
      'cover',
      Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 7),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({
      errors: { cover: ['The photo may be at most 10 MB.'] },
      error_codes: { cover: ['too_big'] },
    });
    const svg = await upload(
      staff,
      `/partner/providers/${remeraId}/photos/cover`,
      'cover',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(422);
    expect(await garage(remeraId)).toEqual(before);
    expect(await files()).toEqual(filesBefore);
  });

  it('replacing a cover deletes the old files; removing it shows the generated cover again', async () => {
    const old = (await garage(remeraId)).cover as Picture;
    const res = await upload(staff, `/partner/providers/${remeraId}/photos/cover`, 'cover', jpeg);
    expect(res.statusCode).toBe(201);
    expect((await send(t.app, old.variants[0]?.webp as string)).statusCode).toBe(404);
    expect(await files()).toHaveLength(12); // new cover + logo
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/partner/providers/${remeraId}/photos/cover`,
      headers: { authorization: `Bearer ${staff.tokens.access_token}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.cover).toBeNull();
    expect((await garage(remeraId)).cover).toBeNull();
    expect(await files()).toHaveLength(6);
  });

  it('403 for a member who is nobody’s staff and for another provider; 401 signed out', async () => {
    const notStaff = await upload(member, `/partner/providers/${remeraId}/photos/cover`, 'cover', jpeg);
    expect(notStaff.statusCode).toBe(403);
    const other = await upload(staff, `/partner/providers/${kicukiroId}/photos/cover`, 'cover', jpeg);
    expect(other.statusCode).toBe(403);
    expect(other.json().errors).toHaveProperty('provider_id');
    const anon = await t.app.inject({
      method: 'POST',
      url: `${API}/partner/providers/${remeraId}/photos/cover`,
    });
    expect(anon.statusCode).toBe(401);
    expect((await garage(kicukiroId)).cover).toBeNull();
  });

  it('a failing database swap deletes the new files and keeps the old picture (no half write)', async () => {
    const dir = photoDir(dataDir);
    const before = await files();
    await expect(
      replacePicture(dir, 'cover', 'cover', jpeg, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await files()).toEqual(before);
    const [row] = await t.database.db
      .select({ cover: providers.coverKey })
      .from(providers)
      .where(eq(providers.id, remeraId));
    expect(row?.cover).toBeNull();
  });

  it('a member uploads, replaces and removes an avatar; /users/me carries it', async () => {
    const first = await upload(member, '/users/me/avatar', 'avatar', jpeg);
    expect(first.statusCode, first.body).toBe(200);
    const avatar = first.json().data.avatar as Picture;
    expect(avatar.variants.map((v) => [v.width, v.height])).toEqual([
      [96, 96],
      [192, 192],
      [384, 384],
    ]);
    const me = await send(t.app, `${API}/users/me`, { headers: member.auth });
    expect(me.json().data.avatar).toEqual(avatar);
    const text = await upload(member, '/users/me/avatar', 'avatar', Buffer.from('plain text'), 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(text.json().error_codes).toEqual({ avatar: ['invalid_format'] });
    expect((await send(t.app, `${API}/users/me`, { headers: member.auth })).json().data.avatar).toEqual(
      avatar,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/users/me/avatar`,
      headers: { authorization: `Bearer ${member.tokens.access_token}` },
    });
    expect(removed.json().data.avatar).toBeNull();
    expect((await send(t.app, avatar.src)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed picture name', async () => {
    expect((await send(t.app, `${API}/photos/../../etc/passwd`)).statusCode).toBe(404);
    expect(
      (await send(t.app, `${API}/photos/00000000-0000-0000-0000-000000000000-360.webp`)).statusCode,
    ).toBe(404);
  });
});
