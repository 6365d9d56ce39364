/**
 * Convoy posts, images, comments, likes and reports (issue #12 "Done when" 2; spec §4, §5, §7): the
 * image limits and the new-account refusal, EXIF stripped, posts paging without duplicates or gaps
 * while new posts arrive, idempotent likes never below 0, 100 concurrent likes by 100 members → exactly
 * 100, and a post hidden after 3 reports from distinct members.
 */
import type { Comment, ConvoyPost, ConvoyPostPage } from '@gari/contract/convoys';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretKey, signAccessToken } from '../auth/tokens';
import { sessions, users } from '../db/schema';
import { SEED_MEMBER_DOMAIN } from '../seed/convoys';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';
import { multipartForm } from '../testing/multipart';

const CONVOY = 'local:kigali-cruisers';

const form = multipartForm;

describe.each(BACKENDS)('convoy posts on $name', (backend) => {
  let t: TestApp;
  let amina: Member;
  let brian: Member;
  let jpeg: Buffer;
  const post = (m: Member, body: unknown, convoy = CONVOY) =>
    send(t.app, `/api/v1/convoys/${convoy}/posts`, { headers: m.auth, body });
  const upload = (m: Member, content: string, files: { name: string; type: string; body: Buffer }[]) => {
    const f = form({ content }, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/convoys/${CONVOY}/posts`,
      headers: { ...m.auth, ...f.headers },
      payload: f.payload,
    });
  };
  const join = (m: Member, convoy = CONVOY) =>
    send(t.app, `/api/v1/convoys/${convoy}/join`, { headers: m.auth, body: {} });
  /** Signed-in tokens of `n` seeded members (sessions written directly: no password round trips). */
  const seededMembers = async (n: number): Promise<Member[]> => {
    const db = t.database.db;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${SEED_MEMBER_DOMAIN}`))
      .limit(n);
    const key = secretKey(t.config.jwtSecret);
    return Promise.all(
      rows.map(async (u) => {
        const [s] = await db
          .insert(sessions)
          .values({
            userId: u.id,
            deviceId: `race-${u.id}`,
            refreshTokenHash: `race-${u.id}-${Math.random()}`,
            refreshExpiresAt: new Date(Date.now() + 3_600_000),
          })
          .returning();
        const token = await signAccessToken(key, u.id, s?.id ?? 0);
        return {
          email: '',
          password: '',
          tokens: {} as Member['tokens'],
          auth: { authorization: `Bearer ${token}` },
        };
      }),
    );
  };

  beforeAll(async () => {
    // Comments limited to 5 a minute per member here, to prove the 429; posts above what the suite sends.
    t = await createTestApp(backend, {
      config: {
        community: { comments: { max: 5, timeWindow: 60_000 }, posts: { max: 100, timeWindow: 60_000 } },
      },
    });
    amina = await registerMember(t.app, { tag: 'amina' });
    brian = await registerMember(t.app, { tag: 'brian' });
    await join(amina);
    await join(brian);
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret GPS Owner', Artist: 'Amina' } })
      .toBuffer();
  }, 120_000);
  afterAll(() => t.close());

  it('posts plain text to a joined convoy, with hashtags, and refuses the rest', async () => {
    expect(
      (await send(t.app, `/api/v1/convoys/${CONVOY}/posts`, { body: { content: 'x' } })).statusCode,
    ).toBe(401);
    const outsider = await registerMember(t.app);
    const refused = await post(outsider, { content: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Join Kigali Cruisers to post in it.');
    const empty = await post(amina, { content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ content: ['Write something or add an image.'] });
    expect((await post(amina, { content: 'x'.repeat(2001) })).json().errors.content).toHaveLength(1);
    expect((await post(amina, {})).statusCode).toBe(422);

    const before = (await send(t.app, `/api/v1/convoys/${CONVOY}`)).json().data.posts_count as number;
    const res = await post(amina, { content: '  <b>Sunday</b> drive to #Rebero with the #KigaliCruisers  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as ConvoyPost;
    expect(created).toMatchObject({
      convoy: { id: CONVOY, name: 'Kigali Cruisers' },
      content: '<b>Sunday</b> drive to #Rebero with the #KigaliCruisers',
      hashtags: ['rebero', 'kigalicruisers'],
      images: [],
      likes: 0,
      comments_count: 0,
      first_liker: null,
      liked_by_me: false,
    });
    const convoy = (await send(t.app, `/api/v1/convoys/${CONVOY}`)).json().data;
    expect(convoy.posts_count).toBe(before + 1);
    expect(convoy.recent_activity).toBe(created.created_at);
    const page = (await send(t.app, `/api/v1/convoys/${CONVOY}/posts?limit=1`)).json() as ConvoyPostPage;
    expect(page.data[0]?.id).toBe(created.id);
  });

  it('refuses images from new or unverified accounts, limits them, and strips EXIF', async () => {
    const png = { name: 'images[]', type: 'image/jpeg', body: jpeg };
    const fresh = await upload(amina, 'Look', [png]);
    expect(fresh.statusCode, fresh.body).toBe(403);
    expect(fresh.json().errors.images).toEqual([
      'New accounts can post images after 24 hours and once their email is verified.',
    ]);
    // Verified, but younger than 24 hours: still refused.
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, amina.email));
    expect((await upload(amina, 'Look', [png])).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(users.email, amina.email));

    const four = await upload(amina, 'Four', [png, png, png, png]);
    expect(four.statusCode).toBe(422);
    expect(four.json().errors.images).toEqual(['You can only add up to 3 images per post.']);
    const text = await upload(amina, 'Text', [
      { name: 'images[]', type: 'text/plain', body: Buffer.from('hi') },
    ]);
    expect(text.statusCode).toBe(422);
    const fake = await upload(amina, 'Fake', [
      { name: 'images[]', type: 'image/png', body: Buffer.from('not a png') },
    ]);
    expect(fake.json().errors.images).toEqual([
      'Only image files can be added (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).',
    ]);
    const big = await upload(amina, 'Big', [
      { name: 'images[]', type: 'image/jpeg', body: Buffer.alloc(8 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.images).toEqual(['Each image may be at most 8 MB.']);

    const ok = await upload(amina, 'Two photos #rebero', [png, png]);
    expect(ok.statusCode, ok.body).toBe(201);
    const images = (ok.json().data as ConvoyPost).images;
    expect(images).toHaveLength(2);
    const file = await send(t.app, images[0]?.url ?? '');
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret GPS Owner'))).toBe(false);
    // Images alone are a post.
    expect((await upload(amina, '', [png])).statusCode).toBe(201);
  });

  it('pages posts without duplicates or gaps while new posts arrive', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const q: string = cursor ? `?limit=7&cursor=${cursor}` : '?limit=7';
      const page = (await send(t.app, `/api/v1/convoys/${CONVOY}/posts${q}`)).json() as ConvoyPostPage;
      seen.push(...page.data.map((p) => p.id));
      cursor = page.meta.next_cursor;
      if (added < 3) {
        expect((await post(brian, { content: `New while paging ${added++}` })).statusCode).toBe(201);
      }
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const total = (await send(t.app, `/api/v1/convoys/${CONVOY}`)).json().data.posts_count as number;
    // Everything that existed when paging started, and none of the posts added meanwhile.
    expect(seen.length).toBe(total - added);
    expect((await send(t.app, `/api/v1/convoys/${CONVOY}/posts?cursor=bad!`)).statusCode).toBe(422);
    expect((await send(t.app, `/api/v1/convoys/${CONVOY}/posts?cursor=Zm9v`)).statusCode).toBe(422);
  });

  it('adds non-blank comments and lists them oldest first', async () => {
    const target = (await post(amina, { content: 'Comment on me' })).json().data as ConvoyPost;
    const url = `/api/v1/convoy-posts/${target.id}/comments`;
    expect((await send(t.app, url, { headers: brian.auth, body: { content: '  ' } })).json().errors).toEqual({
      content: ['Write a comment.'],
    });
    for (const content of ['First!', 'Second', 'Third'])
      expect((await send(t.app, url, { headers: brian.auth, body: { content } })).statusCode).toBe(201);
    const first = (await send(t.app, `${url}?limit=2`)).json();
    expect(first.data.map((c: Comment) => c.content)).toEqual(['First!', 'Second']);
    expect(first.data[0].author.username).toBeTruthy();
    const rest = (await send(t.app, `${url}?limit=2&cursor=${first.meta.next_cursor}`)).json();
    expect(rest.data.map((c: Comment) => c.content)).toEqual(['Third']);
    expect(rest.meta.next_cursor).toBeNull();
    const page = (await send(t.app, `/api/v1/convoys/${CONVOY}/posts?limit=50`)).json() as ConvoyPostPage;
    expect(page.data.find((p) => p.id === target.id)?.comments_count).toBe(3);
    expect((await send(t.app, '/api/v1/convoy-posts/99999999/comments')).statusCode).toBe(404);
    // Per-member limit: brian's 4th and 5th pass, the 6th is a 429 with Retry-After; amina still may.
    for (const content of ['4', '5'])
      expect((await send(t.app, url, { headers: brian.auth, body: { content } })).statusCode).toBe(201);
    const limited = await send(t.app, url, { headers: brian.auth, body: { content: '6' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await send(t.app, url, { headers: amina.auth, body: { content: 'mine' } })).statusCode).toBe(201);
  });

  it('likes idempotently, never below 0, and counts 100 concurrent likes exactly', async () => {
    const target = (await post(amina, { content: 'Like me' })).json().data as ConvoyPost;
    const react = (m: Member, verb: 'react' | 'unreact') =>
      send(t.app, `/api/v1/convoy-posts/${target.id}/${verb}`, { headers: m.auth, body: { type: 'like' } });
    expect((await react(brian, 'unreact')).json().data).toEqual({
      post_id: target.id,
      liked_by_me: false,
      likes: 0,
    });
    expect((await react(brian, 'react')).json().data.likes).toBe(1);
    expect((await react(brian, 'react')).json().data.likes).toBe(1);
    const bad = await send(t.app, `/api/v1/convoy-posts/${target.id}/react`, {
      headers: brian.auth,
      body: { type: 'love' },
    });
    expect(bad.statusCode).toBe(422);
    const listed = (
      await send(t.app, `/api/v1/convoys/${CONVOY}/posts?limit=50`, { headers: brian.auth })
    ).json();
    expect(listed.data.find((p: ConvoyPost) => p.id === target.id)).toMatchObject({
      likes: 1,
      liked_by_me: true,
      first_liker: { name: 'Test Member' },
    });
    expect((await react(brian, 'unreact')).json().data.likes).toBe(0);
    expect((await react(brian, 'unreact')).json().data.likes).toBe(0);

    const hundred = await seededMembers(100);
    expect(hundred).toHaveLength(100);
    const results = await Promise.all(hundred.map((m) => react(m, 'react')));
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const again = await Promise.all(hundred.slice(0, 30).map((m) => react(m, 'react')));
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
    const final = (await react(brian, 'unreact')).json().data.likes;
    expect(final).toBe(100);
  });

  it('hides a post after 3 reports from distinct members', async () => {
    const target = (await post(amina, { content: 'Buy cheap followers http://spam.example' })).json()
      .data as ConvoyPost;
    const report = (m: Member) =>
      send(t.app, `/api/v1/convoy-posts/${target.id}/report`, { headers: m.auth, body: { reason: 'spam' } });
    expect((await report(amina)).statusCode).toBe(403);
    const count = async () =>
      (await send(t.app, `/api/v1/convoys/${CONVOY}`)).json().data.posts_count as number;
    const before = await count();
    const [a, b, c] = await seededMembers(3);
    if (!a || !b || !c) throw new Error('no seeded members');
    expect((await report(a)).json().data).toEqual({ post_id: target.id, reported: true, hidden: false });
    expect((await report(a)).json().data.hidden).toBe(false);
    expect((await report(b)).json().data.hidden).toBe(false);
    expect((await report(c)).json().data.hidden).toBe(true);
    expect(await count()).toBe(before - 1);
    const visible = (await send(t.app, `/api/v1/convoys/${CONVOY}/posts?limit=50`)).json() as ConvoyPostPage;
    expect(visible.data.some((p) => p.id === target.id)).toBe(false);
    expect((await send(t.app, `/api/v1/convoy-posts/${target.id}/comments`)).statusCode).toBe(404);
    // Its author still sees it.
    const own = (
      await send(t.app, `/api/v1/convoys/${CONVOY}/posts?limit=50`, { headers: amina.auth })
    ).json();
    expect(own.data.some((p: ConvoyPost) => p.id === target.id)).toBe(true);
  });
});
