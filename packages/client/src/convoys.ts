/**
 * `createConvoysClient(core)`: convoys (issue #12; spec §2 Convoys list / Convoy detail, §3 Convoy,
 * §4, §7, §9): the list with search, category, sort and pages, a convoy, join and leave, and the
 * image URLs. Counts are whole numbers ≥ 0; times ISO instants.
 */
import type { Convoy, ConvoyMembership, ConvoyPage, ConvoyQuery } from '@gari/contract/convoys';
import { convoyPaths as p } from '@gari/contract/paths';
import { type Core, one, whole } from './core';
import type { Query } from './http';

/** Convoys part of the client. Every call rejects with an ApiError (422 names the field). */
export interface ConvoysClient {
  /** `GET /convoys?q=&category=&country=&joined=&sort=&page=&per_page=`: one page with `meta`. */
  list(query?: ConvoyQuery): Promise<ConvoyPage>;
  /** `GET /convoys/{id}` (`category:key`); 404 'Convoy not found.'. */
  get(id: string): Promise<Convoy>;
  /** `POST /convoys/{id}/join` (signed in; idempotent): `data.is_joined`, `data.members_count`, `message`. */
  join(id: string): Promise<ConvoyMembership>;
  /** `POST /convoys/{id}/leave` (signed in; idempotent). */
  leave(id: string): Promise<ConvoyMembership>;
  /** The URL of a convoy image file (`GET /convoy-images/{name}`), without calling it. */
  imageUrl(name: string): string;
}

/** Drops empty values of a query. */
const compact = (q: Record<string, unknown>): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Query;

/** Creates the convoys part over `core`. */
export function createConvoysClient(core: Core): ConvoysClient {
  return {
    list: (query = {}) => core.call(p.list, { ...whole, query: compact(query) }),
    get: (id) => core.call(p.get, { ...one, params: { id } }),
    join: (id) => core.call(p.join, { ...whole, params: { id } }),
    leave: (id) => core.call(p.leave, { ...whole, params: { id } }),
    imageUrl: (name) => core.url(p.image, { name }),
  };
}
