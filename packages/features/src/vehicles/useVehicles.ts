import type { Vehicle } from '@gari/contract/vehicles';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app';
import { VEHICLES_KEY } from '../shared';
import { useT } from '../shared/locale';
import { useVehicleList } from '../shared/useVehicleList';
import { vehiclesT } from './messages';

export { VEHICLES_KEY };

/** The member's vehicles (GET /vehicles, spec §2 My Cars): {@link useVehicleList}. */
export const useVehicles = () => useVehicleList();

/**
 * Removes a vehicle (DELETE /vehicles/{id}) optimistically: the card disappears at once from
 * ['vehicles']; on failure the list is put back and a toast 'Failed to remove vehicle' shows the
 * error ('DELETE /vehicles/{id} failed: {status}' by default, spec §8); the list is refetched after.
 */
export function useRemoveVehicle() {
  const t = useT(vehiclesT);
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.vehicles.remove(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: VEHICLES_KEY, exact: true });
      const previous = queryClient.getQueryData<Vehicle[]>(VEHICLES_KEY);
      if (previous) {
        queryClient.setQueryData<Vehicle[]>(
          VEHICLES_KEY,
          previous.filter((v) => v.id !== id),
        );
      }
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(VEHICLES_KEY, context.previous);
      toast.error(t('removeFailed'), error instanceof Error ? error.message : undefined);
    },
    onSettled: (_data, error, id) => {
      if (!error) queryClient.removeQueries({ queryKey: [...VEHICLES_KEY, id] });
      return queryClient.invalidateQueries({ queryKey: VEHICLES_KEY, exact: true });
    },
  });
}
