import { COUNTRIES } from '@gari/contract/countries';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useApi } from '../app';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Name of a country code of the top-bar list (spec §3), or the code itself. */
export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.code === code)?.name ?? code;
}

/**
 * The chosen country (spec §4 Country: stored locally through `api.store`, default RW) and a setter
 * that stores it, re-renders every reader and refetches cached data ("changing it refreshes
 * marketplace data"). Returns `[code, setCountry]`.
 */
export function useCountry(): [string, (code: string) => void] {
  const api = useApi();
  const queryClient = useQueryClient();
  const code = useSyncExternalStore(
    subscribe,
    () => api.store.getCountry(),
    () => api.store.getCountry(),
  );
  const setCountry = useCallback(
    (next: string) => {
      if (next === api.store.getCountry()) return;
      api.store.setCountry(next);
      for (const listener of listeners) listener();
      void queryClient.invalidateQueries();
    },
    [api, queryClient],
  );
  return [code, setCountry];
}
