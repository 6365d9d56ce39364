/**
 * `createDevClient(core)`: developer helpers (absent in production: 404). `accounts()` is
 * `GET /dev/accounts` unwrapped from `{ data: DevAccount[] }`.
 */
import { devPaths as p } from '@gari/contract/paths';
import { type Core, list } from './core';
import { withDerived } from './derive';
import type { DevClient, GariApi } from './types';

/** Creates the dev part over `core`. */
export function createDevClient(core: Core): NonNullable<GariApi['dev']> {
  const methods: DevClient = {
    accounts: () => core.call(p.accounts, list),
  };
  return withDerived(core, p, methods);
}
