/**
 * Member profiles, follows, the feed and the home tile (issue #12; spec §2 Member profile / Feeds, §3
 * Member profile, §4 Follow, §7): lookup by id or username, is_following / is_own_profile, public car
 * fields only, follow/unfollow idempotent with the spec's answer, the feed of joined convoys and
 * followed members paging without duplicates or gaps while new posts arrive, trending hashtags of 7
 * days, and GET /stats counting real convoys.
 */
import type { ConvoyPost, FeedPage, MemberProfile } from '@gari/contract/convoys';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convoys, users } from '../db/schema';
import { SEED_MEMBER_DOMAIN } from '../seed/convoys';
import { BACKENDS, createTestApp, type TestApp } from '../testing/db';
import { type Member, registerMember, send } from '../testing/http';

describe.each(BACKENDS)('members and feeds on $name', (backend) => {
  let t: TestApp;
  let amina: Member;
  let brian: Member;
  let aminaName: string;
  let seeded: { id: number; username: string };
  const profile = async (ref: string | number, m?: Member) => {
    const res = await send(t.app, `/api/v1/users/${ref}`, m ? { headers: m.auth } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MemberProfile;
  };
  const feed = async (m: Member | undefined, q = '') => {
    const res = await send(t.app, `/api/v1/feeds${q}`, m ? { headers: m.auth } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FeedPage;
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { community: { posts: { max: 100, timeWindow: 60_000 } } } });
    amina = await registerMember(t.app, { tag: 'amina' });
    brian = await registerMember(t.app, { tag: 'brian' });
    aminaName = (await send(t.app, '/api/v1/users/me', { headers: amina.auth })).json().data.username;
    const [row] = await t.database.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(like(users.email, `%@${SEED_MEMBER_DOMAIN}`))
      .limit(1);
    if (!row) throw new Error('no seeded member');
    seeded = row;
  }, 120_000);
  afterAll(() => t.close());

  it('shows a member by id or username with stats, public car fields and recent posts', async () => {
    const byName = await profile(seeded.username);
    const byId = await profile(seeded.id);
    expect(byId.username).toBe(byName.username);
    expect(byName).toMatchObject({ id: seeded.id, is_following: false, is_own_profile: false });
    expect(byName.stats.cars).toBe(byName.cars.length);
    expect(byName.cars.length).toBeGreaterThan(0);
    expect(Object.keys(byName.cars[0] ?? {}).sort()).toEqual(
      [
        'body_style',
        'color',
        'fuel_type',
        'id',
        'make',
        'model',
        'name',
        'primary_image_url',
        'transmission',
        'year',
      ].sort(),
    );
    expect(byName.convoys.length).toBeGreaterThan(0);
    expect(byName.recent_posts.every((p) => p.author.id === seeded.id)).toBe(true);
    expect(byName.stats.posts).toBeGreaterThanOrEqual(byName.recent_posts.length);
    expect((await profile(seeded.username.toUpperCase())).id).toBe(seeded.id);
    expect((await profile(aminaName, amina)).is_own_profile).toBe(true);
    const missing = await send(t.app, '/api/v1/users/nobody.here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Member not found.');
    expect((await send(t.app, '/api/v1/users/bad%20name')).statusCode).toBe(422);
  });

  it('follows and unfollows idempotently with is_following and followers_count', async () => {
    const before = (await profile(seeded.id)).stats.followers;
    const url = (verb: string) => `/api/v1/users/${seeded.username}/${verb}`;
    expect((await send(t.app, url('follow'), { body: {} })).statusCode).toBe(401);
    const followed = await send(t.app, url('follow'), { headers: amina.auth, body: {} });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toMatchObject({ is_following: true, followers_count: before + 1 });
    expect(followed.json().message).toMatch(/^You are now following /);
    expect((await send(t.app, url('follow'), { headers: amina.auth, body: {} })).json().followers_count).toBe(
      before + 1,
    );
    expect((await profile(seeded.id, amina)).is_following).toBe(true);
    const self = await send(t.app, `/api/v1/users/${aminaName}/follow`, { headers: amina.auth, body: {} });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ id: ['You cannot follow yourself.'] });
    const un = await send(t.app, url('unfollow'), { headers: amina.auth, body: {} });
    expect(un.json()).toMatchObject({ is_following: false, followers_count: before });
    expect(
      (await send(t.app, url('unfollow'), { headers: amina.auth, body: {} })).json().followers_count,
    ).toBe(before);
  });

  it("feeds joined convoys and followed members' posts, newest first, paging stably while posts arrive", async () => {
    // Brian follows amina and joins nothing: his feed is amina's posts and his own.
    const convoy = 'culture:east-africa-overlanders';
    await send(t.app, `/api/v1/convoys/${convoy}/join`, { headers: amina.auth, body: {} });
    const write = async (m: Member, content: string) => {
      const res = await send(t.app, `/api/v1/convoys/${convoy}/posts`, {
        headers: m.auth,
        body: { content },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as ConvoyPost;
    };
    expect((await feed(brian)).data).toEqual([]);
    await send(t.app, `/api/v1/users/${aminaName}/follow`, { headers: brian.auth, body: {} });
    const first = await write(amina, 'Border crossing at Gatuna took 20 minutes #overland');
    const followedFeed = await feed(brian);
    expect(followedFeed.data.map((p) => p.id)).toEqual([first.id]);

    // Amina's feed: her convoys (seeded posts included) newest first.
    const all: number[] = [];
    let cursor: string | null = null;
    let added = 0;
    let previous = Number.POSITIVE_INFINITY;
    do {
      const page: FeedPage = await feed(amina, cursor ? `?limit=25&cursor=${cursor}` : '?limit=25');
      for (const p of page.data) {
        const at = Date.parse(p.created_at);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
      }
      all.push(...page.data.map((p) => p.id));
      cursor = page.meta.next_cursor;
      if (added < 2) {
        await write(amina, `Posted while paging ${added++} #overland`);
      }
    } while (cursor);
    expect(new Set(all).size).toBe(all.length);
    expect(all[0]).toBe(first.id);
    const overlanders = (await send(t.app, `/api/v1/convoys/${convoy}/posts?limit=50`)).json();
    const inConvoy = (overlanders.data as ConvoyPost[]).map((p) => p.id).filter((id) => !all.includes(id));
    // Only the posts written during paging are missing from what was paged.
    expect(inConvoy).toHaveLength(added);

    // Visitors see every visible post; trending hashtags are of the last 7 days.
    const visitor = await feed(undefined, '?limit=5');
    expect(visitor.data).toHaveLength(5);
    expect(visitor.meta.trending.length).toBeGreaterThan(0);
    expect(visitor.meta.trending.find((x) => x.tag === 'overland')?.posts).toBeGreaterThanOrEqual(3);
    const counts = visitor.meta.trending.map((x) => x.posts);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('counts real convoys on the home tile', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(convoys);
    const stats = (await send(t.app, '/api/v1/stats')).json();
    expect(stats.communities).toBe(row?.n);
    expect(stats.communities).toBeGreaterThanOrEqual(30);
  });
});
