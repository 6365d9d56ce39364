/**
 * `createDevClient(core)`: developer helpers (absent in production: 404). `accounts()` is
 * `GET /dev/accounts` unwrapped from `{ data: DevAccount[] }`.
 */
import { devPaths as p } from '@gari/contract/paths';
import { type Core, list } from './core';
import type { GariApi } from './types';

/** Creates the dev part over `core`. */
export function createDevClient(core: Core): NonNullable<GariApi['dev']> {
  return {
    accounts: () => core.call(p.accounts, list),
  };
}
