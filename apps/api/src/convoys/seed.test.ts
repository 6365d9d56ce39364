/**
 * The convoy seed (issue #12 "Data"): ≥ 30 convoys over every §9 category for RW, KE, UG and TZ with
 * covers and descriptions, ≥ 150 members who own seeded cars and joined their derived convoys, ≥ 400
 * posts with hashtags, comments and likes; counters equal to the rows; a second run writes nothing.
 */
import { CONVOY_LIST_CATEGORIES } from '@gari/contract/convoyOptions';
import { count, countDistinct, eq, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  comments,
  convoyMembers,
  convoyPostImages,
  convoyPosts,
  convoys,
  follows,
  postReactions,
  users,
  vehicles,
} from '../db/schema';
import { SEED_MEMBER_DOMAIN } from '../seed/convoys';
import { seed } from '../seed/seed';
import { BACKENDS } from '../testing/db';

describe.each(BACKENDS)('convoy seed on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
    await seed(database.db, { isProduction: false });
  }, 120_000);
  afterAll(() => database.close());

  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

  it('seeds convoys over every §9 category for the four countries', async () => {
    const db = database.db;
    const rows = await db.select().from(convoys);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const category of CONVOY_LIST_CATEGORIES)
      expect(
        rows.some((c) => c.category === category),
        category,
      ).toBe(true);
    for (const country of ['RW', 'KE', 'UG', 'TZ'])
      expect(
        rows.some((c) => c.country === country),
        country,
      ).toBe(true);
    for (const c of rows) {
      expect(c.id).toBe(`${c.category}:${c.key}`);
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.coverKey).toMatch(/^cover-[a-z]+-\d$/);
    }
    // Derived convoys exist for the cars in use, e.g. the demo member's Toyota and Suzuki.
    expect(rows.find((c) => c.id === 'brand:toyota')?.derived).toBe(true);
    expect(rows.find((c) => c.id === 'model:suzuki-swift')).toBeDefined();
    expect(rows.find((c) => c.id === 'gear:manual')).toBeDefined();
  });

  it('seeds ≥ 150 members with cars, ≥ 400 posts with hashtags, comments, likes and follows', async () => {
    const db = database.db;
    const seeded = like(users.email, `%@${SEED_MEMBER_DOMAIN}`);
    expect(await n(db.select({ n: count() }).from(users).where(seeded))).toBeGreaterThanOrEqual(150);
    expect(
      await n(
        db
          .select({ n: countDistinct(vehicles.userId) })
          .from(vehicles)
          .innerJoin(users, eq(users.id, vehicles.userId))
          .where(seeded),
      ),
    ).toBeGreaterThanOrEqual(150);
    expect(await n(db.select({ n: count() }).from(convoyPosts))).toBeGreaterThanOrEqual(400);
    const tagged = await n(
      db.select({ n: count() }).from(convoyPosts).where(sql`cardinality(${convoyPosts.hashtags}) > 0`),
    );
    expect(tagged).toBeGreaterThanOrEqual(400);
    expect(await n(db.select({ n: count() }).from(comments))).toBeGreaterThan(400);
    expect(await n(db.select({ n: count() }).from(postReactions))).toBeGreaterThan(1000);
    expect(await n(db.select({ n: count() }).from(follows))).toBeGreaterThan(100);
    expect(
      await n(db.select({ n: countDistinct(convoyPostImages.postId) }).from(convoyPostImages)),
    ).toBeGreaterThan(40);
    // Every seeded car's owner is in its brand convoy.
    const missing = await db.execute(sql`
      select v.id from vehicles v
      where not exists (select 1 from convoy_members m
        where m.user_id = v.user_id and m.convoy_id = 'brand:' || regexp_replace(lower(v.make), '[^a-z0-9]+', '-', 'g'))`);
    expect((missing as { rows: unknown[] }).rows).toEqual([]);
    expect(await n(db.select({ n: count() }).from(users).where(isNotNull(users.bio)))).toBeGreaterThan(50);
  });

  it('keeps the counters equal to the rows, and a second run writes nothing', async () => {
    const db = database.db;
    const bad = await db.execute(sql`
      select c.id from convoys c
      where c.members_count <> (select count(*) from convoy_members m where m.convoy_id = c.id)
         or c.posts_count <> (select count(*) from convoy_posts p where p.convoy_id = c.id and p.hidden_at is null)
      union all
      select p.id::text from convoy_posts p
      where p.likes_count <> (select count(*) from post_reactions r where r.post_id = p.id)
         or p.comments_count <> (select count(*) from comments c where c.post_id = p.id)`);
    expect((bad as { rows: unknown[] }).rows).toEqual([]);
    const before = await n(db.select({ n: count() }).from(convoyMembers));
    const again = await seed(db, { isProduction: false });
    expect(again.convoys).toBe(0);
    expect(await n(db.select({ n: count() }).from(convoyMembers))).toBe(before);
  });
});
