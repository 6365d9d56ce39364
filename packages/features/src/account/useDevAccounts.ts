import type { DevAccount } from '@gari/client/types';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** Query key of GET /dev/accounts. */
export const DEV_ACCOUNTS_KEY = ['dev', 'accounts'] as const;

/**
 * The two fixed developer accounts of the profile quick-login (GET /dev/accounts). Resolves `[]` when
 * the client has no `dev` group or the server answers 404 (production): no buttons then.
 */
export function useDevAccounts() {
  const api = useApi();
  return useQuery({
    queryKey: DEV_ACCOUNTS_KEY,
    queryFn: async (): Promise<DevAccount[]> => {
      if (!api.dev) return [];
      return api.dev.accounts().catch(() => []);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
