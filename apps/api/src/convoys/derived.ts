/**
 * Convoys derived from a member's cars (issue #12; spec §2 Convoys list "Convoy kinds derived from the
 * user's vehicles: brand, model, fuel, gear", §4 Add Vehicle): `brand:toyota`, `model:toyota-corolla`,
 * `fuel:diesel`, `gear:manual`. They exist for every make, model, fuel and gearbox in use (made on
 * demand) and a member joins them when adding the car.
 */
import { convoyId, convoyKey, type DerivedConvoyKind } from '@gari/contract/convoyOptions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { convoyMembers, convoys } from '../db/schema';
import { coverKeyOf } from './images';

/** The car fields that decide its derived convoys. */
export interface CarTraits {
  id: number;
  make: string;
  model: string;
  fuelType: string | null;
  transmission: string | null;
}

/** A convoy row to create when missing. */
export interface DerivedConvoy {
  id: string;
  category: DerivedConvoyKind;
  key: string;
  name: string;
  description: string;
}

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** The brand, model, fuel and gear convoys of `car` (fuel and gear only when known). */
export function derivedConvoysOf(car: Omit<CarTraits, 'id'>): DerivedConvoy[] {
  const out: DerivedConvoy[] = [];
  const brand = convoyKey(car.make);
  if (brand) {
    out.push({
      id: convoyId('brand', brand),
      category: 'brand',
      key: brand,
      name: `${car.make} Owners`,
      description: `Owners of ${car.make} cars across East Africa: servicing, parts, fuel economy and meet-ups.`,
    });
    const model = convoyKey(`${car.make} ${car.model}`);
    if (convoyKey(car.model))
      out.push({
        id: convoyId('model', model),
        category: 'model',
        key: model,
        name: `${car.make} ${car.model} Club`,
        description: `Everything about the ${car.make} ${car.model}: common faults, parts that fit and owners' tips.`,
      });
  }
  for (const [kind, value, noun] of [
    ['fuel', car.fuelType, 'Drivers'],
    ['gear', car.transmission, 'Gearbox'],
  ] as const) {
    const key = value ? convoyKey(value) : '';
    if (!key || !value) continue;
    const label = value.trim();
    out.push({
      id: convoyId(kind, key),
      category: kind,
      key,
      name: `${titleCase(label)} ${noun}`,
      description: `Drivers of ${label.toLowerCase()} cars: ${kind === 'fuel' ? 'prices at the pump, economy and care' : 'gearbox care, fluids and driving tips'}.`,
    });
  }
  return out;
}

/** Inserts the convoys of `list` that do not exist yet (by id). */
export async function ensureConvoys(db: Db | Tx, list: readonly DerivedConvoy[]): Promise<void> {
  if (list.length === 0) return;
  const unique = [...new Map(list.map((c) => [c.id, c])).values()];
  await db
    .insert(convoys)
    .values(
      unique.map((c) => ({
        id: c.id,
        category: c.category,
        key: c.key,
        name: c.name,
        description: c.description,
        country: null,
        coverKey: coverKeyOf(c.category, c.key),
        derived: true,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Makes the derived convoys of `car` when missing and joins `userId` to those not joined yet (inside
 * the caller's transaction, so the car and its memberships are written together). Resolves the ids of
 * the convoys newly joined.
 */
export async function joinDerivedConvoys(tx: Db | Tx, userId: number, car: CarTraits): Promise<string[]> {
  const list = derivedConvoysOf(car);
  if (list.length === 0) return [];
  await ensureConvoys(tx, list);
  const joined = await tx
    .insert(convoyMembers)
    .values(list.map((c) => ({ convoyId: c.id, userId, viaVehicleId: car.id })))
    .onConflictDoNothing()
    .returning({ convoyId: convoyMembers.convoyId });
  const ids = joined.map((j) => j.convoyId);
  if (ids.length > 0)
    await tx
      .update(convoys)
      .set({ membersCount: sql`${convoys.membersCount} + 1` })
      .where(inArray(convoys.id, ids));
  return ids;
}

/** True when `userId` is a member of `convoy`. */
export async function isMember(db: Db | Tx, userId: number, convoy: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(convoyMembers)
    .where(and(eq(convoyMembers.convoyId, convoy), eq(convoyMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
