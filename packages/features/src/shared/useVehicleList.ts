import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { VEHICLES_KEY } from './queryKeys';

/**
 * The member's vehicles (GET /vehicles, spec §2 My Cars), cached under ['vehicles'] so My Cars, the
 * top bar's badge, the Add Vehicle limit and the lists that fit a car read one list. `enabled` false:
 * not asked (e.g. for a visitor). Rejects with the client's `ApiError`.
 */
export function useVehicleList(enabled = true) {
  const api = useApi();
  return useQuery({ queryKey: VEHICLES_KEY, queryFn: () => api.vehicles.list(), enabled });
}
