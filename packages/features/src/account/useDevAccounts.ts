import type { DevAccount } from '@gari/client/types';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** Query key of GET /dev/accounts. */
export const DEV_ACCOUNTS_KEY = ['dev', 'accounts'] as const;

/**
 * The fixed developer accounts of the profile quick-login (GET /dev/accounts). The query also is THE
 * development gate of the profile page (issue #16: "no token and no quick login on the page outside
 * development on localhost"): the API answers that route only outside production and only to a
 * loopback client (`apps/api/src/app.ts` `isLoopback`). Resolves `null` when the client has no `dev`
 * group or the call fails (production, another host): no token block and no buttons then. While the
 * query runs, `data` is undefined: nothing is shown either.
 */
export function useDevAccounts() {
  const api = useApi();
  return useQuery({
    queryKey: DEV_ACCOUNTS_KEY,
    queryFn: async (): Promise<DevAccount[] | null> => {
      if (!api.dev) return null;
      return api.dev.accounts().catch(() => null);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** True when the developer tools of the profile may show (GET /dev/accounts answered); see {@link useDevAccounts}. */
export function useDevelopmentGate(): boolean {
  const accounts = useDevAccounts();
  return Array.isArray(accounts.data);
}
