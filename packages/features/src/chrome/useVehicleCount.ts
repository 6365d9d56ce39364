import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { useSession } from '../auth/session';

/**
 * Number of the member's vehicles for the top-bar badge (spec §2 Global chrome), from GET /vehicles
 * cached under ['vehicles'] (the key My Cars uses, so adding or removing a car updates the badge).
 * 0 when signed out or while loading.
 */
export function useVehicleCount(): number {
  const api = useApi();
  const { status } = useSession();
  const vehicles = useQuery({
    queryKey: ['vehicles'],
    queryFn: () => api.vehicles.list(),
    enabled: status === 'authenticated',
  });
  return status === 'authenticated' ? (vehicles.data?.length ?? 0) : 0;
}
