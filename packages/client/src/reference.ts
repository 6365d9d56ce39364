/**
 * `createReferenceClient(core)`: the Add Vehicle cascade's lists (spec §3 Reference lists, §7): makes,
 * models of a make, and `/vehicle-specs/{kind}`; each `{ data: [...] }` unwrapped to the list.
 */
import { referencePaths as p, SPEC_PATHS } from '@gari/contract/paths';
import { type Core, list } from './core';
import type { GariApi } from './types';

/** Creates the reference part over `core`. */
export function createReferenceClient(core: Core): GariApi['reference'] {
  return {
    makes: () => core.call(p.makes, list),
    models: (makeId) => core.call(p.models, { ...list, params: { id: makeId } }),
    specs: (kind) => core.call(SPEC_PATHS[kind], list),
  };
}
