import { Heading } from '@gari/ui/Layout';
import { Stack } from '@gari/ui/Stack';
import { toast } from '@gari/ui/Toast';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { needsExpense, RepairExpensePrompt } from '../booking/RepairExpensePrompt';
import { useT } from '../shared/locale';
import { carStatusT } from './statusMessages';

/** Query key of a car's completed bookings (GET /bookings?vehicle_id=&status=completed). */
export const carRepairsKey = (vehicleId: number) => ['bookings', 'vehicle', vehicleId, 'completed'] as const;

/**
 * "Repairs to log" on the car page (issue #13 Close the loop): the car's completed bookings not yet
 * logged as an expense, each with the one-tap, pre-filled Repair expense ({@link RepairExpensePrompt});
 * once logged the car's figures and chart refresh, a toast says so and the prompt goes. Renders nothing while
 * loading, on error, or when every repair is logged.
 * @selector `[data-repairs-to-log]`
 */
export function RepairsToLog({ vehicleId }: { vehicleId: number }) {
  const api = useApi();
  const t = useT(carStatusT);
  const repairs = useQuery({
    queryKey: carRepairsKey(vehicleId),
    queryFn: () => api.bookings.list({ vehicle_id: vehicleId, status: 'completed' }),
  });
  const open = (repairs.data ?? []).filter(needsExpense);
  if (open.length === 0) return null;
  return (
    <Stack as="section" gap="sm" aria-labelledby="status-repairs" data-repairs-to-log>
      <Heading level={2} size="lg" id="status-repairs">
        {t('repairsToLog')}
      </Heading>
      {open.map((b) => (
        <RepairExpensePrompt
          key={b.booking_id}
          booking={b}
          onLogged={() =>
            toast.success(
              t('repairLoggedToast'),
              t('repairLoggedText', { service: b.service, provider: b.provider.name }),
            )
          }
        />
      ))}
    </Stack>
  );
}
