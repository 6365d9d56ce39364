/**
 * `createVehiclesClient(core)`: My Cars (spec §2 My Cars / Car status, §7): lists unwrapped from
 * `{ data: [...] }`, items from `{ data: {...} }` (or bare).
 */
import { vehiclePaths as p } from '@gari/contract/paths';
import { type Core, list, one } from './core';
import { withDerived } from './derive';
import type { GariApi, VehiclesClient } from './types';

/** Creates the vehicles part over `core`. */
export function createVehiclesClient(core: Core): GariApi['vehicles'] {
  const methods: VehiclesClient = {
    list: () => core.call(p.list, list),
    get: (id) => core.call(p.get, { ...one, params: { id } }),
    create: (body) => core.call(p.create, { ...one, body }),
    async remove(id) {
      await core.call(p.remove, { params: { id } });
    },
    summary: (id) => core.call(p.summary, { ...one, params: { id } }),
    monthly: (id, months) => core.call(p.monthly, { ...list, params: { id }, query: { months } }),
    refuels: (id, limit) => core.call(p.refuels, { ...list, params: { id }, query: { limit } }),
    recentExpenses: (id, limit) => core.call(p.recentExpenses, { ...list, params: { id }, query: { limit } }),
    addRefuel: (id, body) => core.call(p.addRefuel, { ...one, params: { id }, body }),
    addExpense: (id, body) => core.call(p.addExpense, { ...one, params: { id }, body }),
  };
  return withDerived(core, p, methods);
}
