/**
 * The convoy list, a convoy, join and leave (issue #12; spec §2 Convoys list / Convoy detail, §3
 * Convoy, §7, §9). Every filter, sort and page runs in SQL; `members_count` changes in the same
 * transaction as the membership and never goes below 0.
 */
import type { Convoy, ConvoyPage, ConvoyQuery } from '@gari/contract/convoys';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { likePattern } from '../db/filters';
import { convoyMembers, convoys, vehicles } from '../db/schema';
import { notFound } from '../errors';
import { pageMeta } from '../paging';
import { derivedConvoysOf } from './derived';
import { convoyArt } from './images';

type ConvoyRow = typeof convoys.$inferSelect;
type Query = z.output<typeof ConvoyQuery>;

/** Message of an unknown convoy (404). */
export const CONVOY_NOT_FOUND = 'Convoy not found.';

/** What the viewer adds to a convoy: joined ids and, per derived convoy, the viewer's qualifying cars. */
export interface Viewer {
  joined: Set<string>;
  carsByConvoy: Map<string, number[]>;
}

/** The viewer facts of `userId` for the convoys `ids` (empty for visitors). */
export async function viewerOf(db: Db, userId: number | undefined, ids: string[]): Promise<Viewer> {
  const viewer: Viewer = { joined: new Set(), carsByConvoy: new Map() };
  if (userId === undefined || ids.length === 0) return viewer;
  const [joined, cars] = await Promise.all([
    db
      .select({ id: convoyMembers.convoyId })
      .from(convoyMembers)
      .where(and(eq(convoyMembers.userId, userId), inArray(convoyMembers.convoyId, ids))),
    db
      .select({
        id: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        fuelType: vehicles.fuelType,
        transmission: vehicles.transmission,
      })
      .from(vehicles)
      .where(eq(vehicles.userId, userId))
      .orderBy(asc(vehicles.id)),
  ]);
  for (const j of joined) viewer.joined.add(j.id);
  for (const car of cars)
    for (const c of derivedConvoysOf(car))
      viewer.carsByConvoy.set(c.id, [...(viewer.carsByConvoy.get(c.id) ?? []), car.id]);
  return viewer;
}

/** A convoy row as the API answers it. */
export function toConvoy(row: ConvoyRow, viewer: Viewer): Convoy {
  return {
    id: row.id,
    category: row.category,
    key: row.key,
    name: row.name,
    description: row.description,
    country: row.country,
    ...convoyArt(row.coverKey),
    members_count: row.membersCount,
    posts_count: row.postsCount,
    recent_activity: row.lastActivityAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    derived: row.derived,
    is_joined: viewer.joined.has(row.id),
    my_vehicle_ids: viewer.carsByConvoy.get(row.id) ?? [],
  };
}

const ORDER: Record<Query['sort'], SQL[]> = {
  members: [desc(convoys.membersCount), asc(convoys.id)],
  activity: [desc(convoys.lastActivityAt), asc(convoys.id)],
  posts: [desc(convoys.postsCount), asc(convoys.id)],
  newest: [desc(convoys.createdAt), asc(convoys.id)],
};

/** GET /convoys: one page of {@link ConvoyQuery} (see the route's description). */
export async function listConvoys(db: Db, query: Query, userId: number | undefined): Promise<ConvoyPage> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(convoys.name, pattern), ilike(convoys.description, pattern)) as SQL);
  }
  if (query.category !== 'all') filters.push(eq(convoys.category, query.category));
  if (query.country) filters.push(or(eq(convoys.country, query.country), isNull(convoys.country)) as SQL);
  if (query.joined !== undefined) {
    const mine = sql`exists (select 1 from ${convoyMembers} m where m.convoy_id = ${convoys.id} and m.user_id = ${userId ?? -1})`;
    filters.push(query.joined ? mine : sql`not ${mine}`);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(convoys).where(where),
    db
      .select()
      .from(convoys)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const n = total?.n ?? 0;
  const viewer = await viewerOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toConvoy(r, viewer)),
    meta: pageMeta(n, query.page, query.per_page),
  };
}

/** The convoy `id`, else 404 {@link CONVOY_NOT_FOUND}. */
export async function findConvoy(db: Db | Tx, id: string): Promise<ConvoyRow> {
  const [row] = await db.select().from(convoys).where(eq(convoys.id, id)).limit(1);
  if (!row) throw notFound(CONVOY_NOT_FOUND);
  return row;
}

/** GET /convoys/{id} for `userId` (undefined: a visitor). */
export async function convoyDetail(db: Db, id: string, userId: number | undefined): Promise<Convoy> {
  const row = await findConvoy(db, id);
  return toConvoy(row, await viewerOf(db, userId, [row.id]));
}

/**
 * Joins (`join` true) or leaves `id` for `userId`, idempotently, with the count in the same
 * transaction (never below 0). Resolves the new state and a §8-style message.
 */
export async function setMembership(db: Db, userId: number, id: string, join: boolean) {
  return db.transaction(async (tx) => {
    const convoy = await findConvoy(tx, id);
    let delta = 0;
    if (join) {
      const added = await tx
        .insert(convoyMembers)
        .values({ convoyId: convoy.id, userId })
        .onConflictDoNothing()
        .returning({ id: convoyMembers.convoyId });
      delta = added.length;
    } else {
      const removed = await tx
        .delete(convoyMembers)
        .where(and(eq(convoyMembers.convoyId, convoy.id), eq(convoyMembers.userId, userId)))
        .returning({ id: convoyMembers.convoyId });
      delta = -removed.length;
    }
    let membersCount = convoy.membersCount;
    if (delta !== 0) {
      const [row] = await tx
        .update(convoys)
        .set({ membersCount: sql`greatest(${convoys.membersCount} + ${delta}, 0)` })
        .where(eq(convoys.id, convoy.id))
        .returning({ n: convoys.membersCount });
      membersCount = row?.n ?? membersCount;
    }
    return {
      data: { is_joined: join, members_count: membersCount },
      message: join ? `You joined ${convoy.name}.` : `You left ${convoy.name}.`,
    };
  });
}
