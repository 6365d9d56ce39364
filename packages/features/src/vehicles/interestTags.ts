/**
 * Interest tags kept in the browser after a vehicle is added (spec §4 Add Vehicle cascade: "interest
 * tags (brand, model, fuel, gear) are stored locally in a joined-convoys list; the local store also
 * keeps a cohort count (sum of joined convoy members) and a joined convoy count").
 */
import { browserStorage, type StorageLike } from '@gari/client/storage';

/** What these helpers use of a storage (`localStorage`, or a fake in tests). */
type KeyValueStorage = Pick<StorageLike, 'getItem' | 'setItem'>;

/** localStorage key of the joined-convoys list. */
export const JOINED_CONVOYS_KEY = 'gari.joined_convoys';

/** Convoy kinds derived from a member's vehicles (spec §2 Convoys list). */
export type InterestCategory = 'brand' | 'model' | 'fuel' | 'gear';

/** One joined convoy, id `category:key` like the convoy route `/communities/{id}`. */
export interface InterestTag {
  /** `category:key`, e.g. `brand:toyota`, `model:toyota-rav4`, `fuel:petrol`, `gear:automatic`. */
  id: string;
  category: InterestCategory;
  /** Lower-case slug. */
  key: string;
  /** Display name, e.g. 'Toyota', 'Toyota RAV4', 'Petrol', 'Automatic'. */
  name: string;
  /** Members of the convoy when known (0 until the convoy list tells). */
  members_count: number;
}

/** What is stored under {@link JOINED_CONVOYS_KEY}. */
export interface JoinedConvoys {
  convoys: InterestTag[];
  /** Number of joined convoys (= `convoys.length`). */
  joined_count: number;
  /** Sum of the members of the joined convoys. */
  cohort_count: number;
}

/** The parts of a vehicle the tags come from (names as stored on the vehicle). */
export interface InterestSource {
  make: string | null;
  model: string | null;
  fuel_type: string | null;
  transmission: string | null;
}

const slug = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The tags of one vehicle: brand (make), model (make + model), fuel and gear (transmission); a missing
 * part gives no tag.
 */
export function interestTagsOf(vehicle: InterestSource): InterestTag[] {
  const tags: InterestTag[] = [];
  const add = (category: InterestCategory, name: string | null) => {
    if (!name || name.trim() === '') return;
    const key = slug(name);
    if (key === '') return;
    tags.push({ id: `${category}:${key}`, category, key, name: name.trim(), members_count: 0 });
  };
  add('brand', vehicle.make);
  add('model', vehicle.make && vehicle.model ? `${vehicle.make} ${vehicle.model}` : null);
  add('fuel', vehicle.fuel_type);
  add('gear', vehicle.transmission);
  return tags;
}

/** Reads the joined-convoys list; a missing or malformed value reads as empty. */
export function readJoinedConvoys(storage: KeyValueStorage | null = browserStorage()): JoinedConvoys {
  const empty: JoinedConvoys = { convoys: [], joined_count: 0, cohort_count: 0 };
  if (!storage) return empty;
  try {
    const raw = storage.getItem(JOINED_CONVOYS_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<JoinedConvoys> | InterestTag[];
    const list = Array.isArray(parsed) ? parsed : Array.isArray(parsed.convoys) ? parsed.convoys : [];
    const convoys = list.filter(
      (t): t is InterestTag => typeof t === 'object' && t !== null && typeof t.id === 'string',
    );
    return {
      convoys,
      joined_count: convoys.length,
      cohort_count: convoys.reduce((s, t) => s + (Number.isFinite(t.members_count) ? t.members_count : 0), 0),
    };
  } catch {
    return empty;
  }
}

/**
 * Adds the vehicle's tags to the joined-convoys list (no duplicates, existing entries kept) and
 * recomputes the joined and cohort counts. Storage failures (private mode, quota) are ignored.
 *
 * @returns the stored value
 */
export function rememberInterestTags(
  vehicle: InterestSource,
  storage: KeyValueStorage | null = browserStorage(),
): JoinedConvoys {
  const current = readJoinedConvoys(storage);
  const convoys = [...current.convoys];
  for (const tag of interestTagsOf(vehicle)) {
    if (!convoys.some((t) => t.id === tag.id)) convoys.push(tag);
  }
  const next: JoinedConvoys = {
    convoys,
    joined_count: convoys.length,
    cohort_count: convoys.reduce((s, t) => s + (Number.isFinite(t.members_count) ? t.members_count : 0), 0),
  };
  try {
    storage?.setItem(JOINED_CONVOYS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the tags are a convenience, the vehicle is saved anyway.
  }
  return next;
}
