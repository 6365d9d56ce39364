import { logExpenseLink } from '@gari/contract/bookings';
import { Alert } from '@gari/ui/Alert';
import { Link } from '@gari/ui/Link';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { needsExpense } from '../booking/RepairExpensePrompt';

/** Query key of the member's completed bookings (GET /bookings?status=completed), under ['bookings']. */
export const completedBookingsKey = ['bookings', 'completed'] as const;

/**
 * The small "N repairs to log" notice on My Cars (issue #13 Close the loop, in-app side of the
 * completion SMS/mail): the member's completed bookings of a car not yet logged as an expense
 * (`needsExpense`, the data of RepairsToLog on the car page). One repair links to its focused prompt
 * (`/bookings?log=<booking_id>`), several to My bookings. Renders nothing while loading, on error, or
 * when every repair is logged; logging one anywhere refreshes it (the ['bookings'] queries).
 * @selector `[data-repairs-notice]` (its value: how many)
 */
export function RepairsToLogNotice() {
  const api = useApi();
  const completed = useQuery({
    queryKey: completedBookingsKey,
    queryFn: () => api.bookings.list({ status: 'completed' }),
  });
  const open = (completed.data ?? []).filter(needsExpense);
  const [first] = open;
  if (!first) return null;
  const label = open.length === 1 ? '1 repair to log' : `${open.length} repairs to log`;
  return (
    <Alert tone="info" data-repairs-notice={open.length}>
      <Link href={open.length === 1 ? logExpenseLink('', first.booking_id) : '/bookings'}>{label}</Link>:
      completed garage work not yet in your car's costs.
    </Alert>
  );
}
