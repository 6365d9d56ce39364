/**
 * `createReferenceClient(core)`: the Add Vehicle cascade's lists (spec §3 Reference lists, §7): makes,
 * models of a make, and `/vehicle-specs/{kind}`; each `{ data: [...] }` unwrapped to the list.
 */
import { referencePaths as p, SPEC_PATHS } from '@gari/contract/paths';
import { type Core, list } from './core';
import { withDerived } from './derive';
import type { GariApi, ReferenceClient } from './types';

/**
 * Reference routes the methods call under other names, so not derived: the four spec lists `specs(kind)`
 * asks.
 */
export const REFERENCE_COVERED = ['fuels', 'transmissions', 'bodyStyles', 'colors'] as const;

/** Creates the reference part over `core`. */
export function createReferenceClient(core: Core): GariApi['reference'] {
  const methods: ReferenceClient = {
    makes: () => core.call(p.makes, list),
    models: (makeId) => core.call(p.models, { ...list, params: { id: makeId } }),
    specs: (kind) => core.call(SPEC_PATHS[kind], list),
  };
  return withDerived(core, p, methods, REFERENCE_COVERED);
}
