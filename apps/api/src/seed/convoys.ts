/**
 * Convoy seed (issue #12 "Data"): the community convoys of `./data/convoys.ts` over the §9 categories
 * for RW, KE, UG and TZ; {@link SEED_MEMBERS} members (verified, no usable password) who own seeded
 * cars and joined their derived convoys (brand, model, fuel, gear; the demo accounts' cars too) and a
 * few community ones; {@link SEED_POSTS} posts with hashtags (some with generated pictures), comments,
 * likes and follows. Deterministic (mulberry32); dates relative to the seeding day so the feed and the
 * 7-day trending hashtags stay alive. Idempotent: nothing is written once the community convoys exist.
 */

import { convoyId, hashtagsOf } from '@gari/contract/convoyOptions';
import { BODY_STYLE_BY_VEHICLE_TYPE } from '@gari/contract/reference';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { derivedConvoysOf, ensureConvoys } from '../convoys/derived';
import { coverKeyOf, POST_SCENES } from '../convoys/images';
import type { Db } from '../db/client';
import {
  comments,
  convoyMembers,
  convoyPostImages,
  convoyPosts,
  convoys,
  follows,
  makes,
  models,
  postReactions,
  users,
  vehicles,
} from '../db/schema';
import { DEMO_MEMBER } from './accounts';
import {
  COMMENT_TEXTS,
  POST_TEMPLATES,
  SEED_BIOS,
  SEED_CITIES,
  SEED_CONVOYS,
  SEED_NAMES,
  type SeedCountry,
} from './data/convoys';
import { SEED_CARS } from './data/marketplace';
import { prng } from './history';

/** Seeded members (38 per country) and posts. */
export const SEED_MEMBERS = 152;
export const SEED_POSTS = 440;
/** The seeded members' email domain (they cannot sign in: their password hash never verifies). */
export const SEED_MEMBER_DOMAIN = 'members.gari.rw';
/** A password hash no password verifies (not an argon2 string). */
const NO_LOGIN_HASH = '!seeded-member-no-login';
const COUNTRIES: readonly SeedCountry[] = ['RW', 'KE', 'UG', 'TZ'];
const DAY = 86_400_000;
/** Models usually sold with a diesel engine in the region. */
const DIESEL_MODELS = ['Hilux', 'Land Cruiser Prado', 'Pajero', 'D-Max', 'Discovery'];

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
/** `n` distinct items of `list` (fewer when it is shorter). */
function sample<T>(r: Random, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0] as T);
  return out;
}

/** Inserts `rows` in chunks (PGlite and pg both cap parameters per statement). */
async function insertChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 800) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Seeds the community; resolves the number of convoys written (0 once seeded). */
export async function seedConvoys(db: Db, now = new Date()): Promise<number> {
  const first = SEED_CONVOYS[0];
  if (!first) return 0;
  const [done] = await db
    .select({ n: count() })
    .from(convoys)
    .where(eq(convoys.id, convoyId(first.category, first.key)));
  if ((done?.n ?? 0) > 0) return 0;
  const r = prng(1212);
  const today = now.getTime();

  // Community convoys.
  await db
    .insert(convoys)
    .values(
      SEED_CONVOYS.map((c, i) => ({
        id: convoyId(c.category, c.key),
        category: c.category,
        key: c.key,
        name: c.name,
        description: c.description,
        country: c.country,
        coverKey: coverKeyOf(c.category, c.key),
        createdAt: new Date(today - (420 - i * 11) * DAY),
      })),
    )
    .onConflictDoNothing();

  // Members and their cars.
  const carRows = await db
    .select({
      make: makes.name,
      makeId: makes.id,
      model: models.name,
      modelId: models.id,
      type: models.vehicleType,
    })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .where(inArray(makes.name, [...new Set(SEED_CARS.map((c) => c.make))]));
  const cars = SEED_CARS.flatMap((c) => {
    const hit = carRows.find((row) => row.make === c.make && row.model === c.model);
    return hit ? Array.from({ length: c.weight }, () => ({ ...c, ...hit })) : [];
  });
  if (cars.length === 0) throw new Error('convoy seed: the reference makes and models are missing');

  const people = Array.from({ length: SEED_MEMBERS }, (_, i) => {
    const country = COUNTRIES[i % COUNTRIES.length] as SeedCountry;
    const names = SEED_NAMES[country];
    const firstName = pick(r, names.first);
    const lastName = pick(r, names.last);
    const username = `${firstName}.${lastName}${i + 1}`.toLowerCase();
    const city = pick(r, SEED_CITIES[country]);
    const joined = new Date(today - (30 + Math.floor(r() * 700)) * DAY);
    return { country, name: `${firstName} ${lastName}`, username, city, joined };
  });
  const carsOf = people.map(() =>
    Array.from({ length: r() < 0.3 ? 2 : 1 }, () => {
      const car = pick(r, cars);
      const year = car.from + Math.floor(r() * (car.to - car.from + 1));
      const diesel = DIESEL_MODELS.includes(car.model);
      const fuel = diesel ? 'Diesel' : r() < 0.1 ? 'Hybrid' : 'Petrol';
      return { car, year, fuel, gear: r() < 0.7 ? 'Automatic' : 'Manual' };
    }),
  );
  await db
    .insert(users)
    .values(
      people.map((p, i) => {
        const bio = pick(r, SEED_BIOS);
        const firstCar = carsOf[i]?.[0];
        return {
          name: p.name,
          email: `${p.username}@${SEED_MEMBER_DOMAIN}`,
          username: p.username,
          country: p.country,
          passwordHash: NO_LOGIN_HASH,
          emailVerifiedAt: p.joined,
          createdAt: p.joined,
          bio: bio
            ? bio.replace('{car}', `${firstCar?.car.make} ${firstCar?.car.model}`).replace('{city}', p.city)
            : null,
        };
      }),
    )
    .onConflictDoNothing();
  const userRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        people.map((p) => p.username),
      ),
    );
  const idOf = new Map(userRows.map((u) => [u.username, u.id]));
  const members = people.flatMap((p, i) => {
    const id = idOf.get(p.username);
    return id === undefined ? [] : [{ ...p, id, cars: carsOf[i] ?? [] }];
  });
  await insertChunks(
    members.flatMap((m) =>
      m.cars.map((c) => ({
        userId: m.id,
        name: `${c.year} ${c.car.make} ${c.car.model}`,
        year: c.year,
        make: c.car.make,
        model: c.car.model,
        makeId: c.car.makeId,
        modelId: c.car.modelId,
        color: pick(r, ['White', 'Silver', 'Black', 'Blue', 'Red', 'Grey']),
        mileage: 20_000 + Math.floor(r() * 180_000),
        fuelType: c.fuel,
        transmission: c.gear,
        bodyStyle: BODY_STYLE_BY_VEHICLE_TYPE[c.car.type],
        createdAt: new Date(m.joined.getTime() + DAY),
      })),
    ),
    (chunk) => db.insert(vehicles).values(chunk),
  );

  // Derived convoys of every car (the demo accounts' too) and their memberships.
  const allCars = await db
    .select({
      id: vehicles.id,
      userId: vehicles.userId,
      make: vehicles.make,
      model: vehicles.model,
      fuelType: vehicles.fuelType,
      transmission: vehicles.transmission,
    })
    .from(vehicles);
  const memberships = new Map<string, { convoyId: string; userId: number; viaVehicleId: number | null }>();
  const derived = allCars.flatMap((car) => {
    const list = derivedConvoysOf(car);
    for (const c of list)
      if (!memberships.has(`${c.id}|${car.userId}`))
        memberships.set(`${c.id}|${car.userId}`, {
          convoyId: c.id,
          userId: car.userId,
          viaVehicleId: car.id,
        });
    return list;
  });
  await ensureConvoys(db, derived);
  // Community convoys: 2–4 of the member's country (or all-country ones); the demo member joins two.
  const joinedOf = new Map<number, string[]>();
  for (const m of members) {
    const open = SEED_CONVOYS.filter((c) => c.country === null || c.country === m.country);
    for (const c of sample(r, open, 2 + Math.floor(r() * 3))) {
      const id = convoyId(c.category, c.key);
      memberships.set(`${id}|${m.id}`, { convoyId: id, userId: m.id, viaVehicleId: null });
    }
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MEMBER.email));
  if (demo)
    for (const id of ['local:kigali-cruisers', 'culture:kigali-jdm'])
      memberships.set(`${id}|${demo.id}`, { convoyId: id, userId: demo.id, viaVehicleId: null });
  const membershipRows = [...memberships.values()];
  for (const row of membershipRows)
    joinedOf.set(row.userId, [...(joinedOf.get(row.userId) ?? []), row.convoyId]);
  await insertChunks(membershipRows, (chunk) => db.insert(convoyMembers).values(chunk).onConflictDoNothing());

  // Posts: most within the last two weeks, some up to 60 days back.
  const tagsOf = new Map(SEED_CONVOYS.map((c) => [convoyId(c.category, c.key), c.tags]));
  const postRows = Array.from({ length: SEED_POSTS }, () => {
    const m = pick(r, members);
    const joined = joinedOf.get(m.id) ?? [];
    const community = joined.filter((id) => tagsOf.has(id));
    const convoy = community.length > 0 && r() < 0.6 ? pick(r, community) : pick(r, joined);
    const car = m.cars[0];
    const tag = pick(r, tagsOf.get(convoy) ?? [convoy.split(':')[1]?.replaceAll('-', '') ?? 'gari']);
    const content = pick(r, POST_TEMPLATES)
      .replace('{car}', car ? `${car.car.make} ${car.car.model}` : 'car')
      .replace('{city}', m.city)
      .replace('{tag}', tag)
      .replace('{n}', String(2 + Math.floor(r() * 8)));
    const ageMs = Math.floor(r() ** 2 * 60 * DAY);
    return {
      convoyId: convoy,
      authorId: m.id,
      content,
      hashtags: hashtagsOf(content),
      createdAt: new Date(today - ageMs - 3_600_000),
    };
  });
  const posts: { id: number; createdAt: Date }[] = [];
  await insertChunks(postRows, async (chunk) => {
    posts.push(
      ...(await db
        .insert(convoyPosts)
        .values(chunk)
        .returning({ id: convoyPosts.id, createdAt: convoyPosts.createdAt })),
    );
  });

  const images: (typeof convoyPostImages.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  const likeRows: (typeof postReactions.$inferInsert)[] = [];
  const after = (t: Date) => new Date(Math.min(today, t.getTime() + Math.floor(r() * 2 * DAY)));
  for (const post of posts) {
    if (r() < 0.22) {
      const n = 1 + Math.floor(r() * 3);
      for (let position = 0; position < n; position++)
        images.push({
          postId: post.id,
          position,
          source: 'generated',
          key: `scene-${pick(r, POST_SCENES)}-${Math.floor(r() * 6)}`,
        });
    }
    for (let i = Math.floor(r() * 5); i > 0; i--)
      commentRows.push({
        postId: post.id,
        authorId: pick(r, members).id,
        content: pick(r, COMMENT_TEXTS),
        createdAt: after(post.createdAt),
      });
    for (const liker of sample(r, members, Math.floor(r() ** 1.5 * 26)))
      likeRows.push({ postId: post.id, userId: liker.id, type: 'like', createdAt: after(post.createdAt) });
  }
  await insertChunks(images, (chunk) => db.insert(convoyPostImages).values(chunk));
  await insertChunks(commentRows, (chunk) => db.insert(comments).values(chunk));
  await insertChunks(likeRows, (chunk) => db.insert(postReactions).values(chunk).onConflictDoNothing());
  const followRows = members.flatMap((m) =>
    sample(
      r,
      members.filter((o) => o.id !== m.id),
      Math.floor(r() * 7),
    ).map((o) => ({ followerId: m.id, followeeId: o.id })),
  );
  await insertChunks(followRows, (chunk) => db.insert(follows).values(chunk).onConflictDoNothing());

  await recountCommunity(db);
  return SEED_CONVOYS.length + new Set(derived.map((c) => c.id)).size;
}

/** Recomputes every convoy's and post's counters from the rows (after the bulk seed). */
export async function recountCommunity(db: Db): Promise<void> {
  await db.execute(sql`
    update convoy_posts p set
      likes_count = (select count(*) from post_reactions r where r.post_id = p.id and r.type = 'like'),
      comments_count = (select count(*) from comments c where c.post_id = p.id)`);
  await db.execute(sql`
    update convoys c set
      members_count = (select count(*) from convoy_members m where m.convoy_id = c.id),
      posts_count = (select count(*) from convoy_posts p where p.convoy_id = c.id and p.hidden_at is null),
      last_activity_at = coalesce(
        (select max(p.created_at) from convoy_posts p where p.convoy_id = c.id and p.hidden_at is null),
        c.created_at)`);
}
