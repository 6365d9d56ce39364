import type { Booking } from '@gari/contract/bookings';
import { Alert } from '@gari/ui/Alert';
import { formatDate, formatMoney } from '@gari/ui/format';
import { Link } from '@gari/ui/Link';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';

/** Query key of the bookings made from one report (GET /bookings?diagnosis_id=). */
export const reportBookingsKey = (diagnosisId: number) => ['bookings', 'diagnosis', diagnosisId] as const;

/**
 * The repair of a report as the member should read it (issue #13), or null: 'Repaired on {date},
 * cost {RWF}' once a booking of it is completed and logged as an expense; 'Repair completed …' while
 * not logged yet; '{service} booked at {garage} for {date} {time} ({status})' while pending or accepted.
 */
export function repairStatusText(bookings: readonly Booking[]): { text: string; done: boolean } | null {
  const completed = bookings.find((b) => b.status === 'completed' && b.final_price !== null);
  if (completed?.final_price != null) {
    const day = formatDate(completed.completed_at ?? completed.starts_at);
    const cost = formatMoney(completed.final_price);
    return completed.expense_id !== null
      ? { text: `Repaired on ${day}, cost ${cost} at ${completed.provider.name}.`, done: true }
      : {
          text: `Repair completed on ${day} at ${completed.provider.name} (${cost}); log it as an expense in My bookings.`,
          done: false,
        };
  }
  const active = bookings.find((b) => b.status === 'pending' || b.status === 'accepted');
  if (active) {
    const status = active.status === 'pending' ? 'waiting for the garage' : 'accepted';
    return {
      text: `${active.service} booked at ${active.provider.name} for ${active.date} ${active.time} (${status}).`,
      done: false,
    };
  }
  return null;
}

/**
 * The repair line of a diagnostic report (issue #13 "the diagnosis shows repaired on …, cost …"),
 * from the member's bookings made from it (GET /bookings?diagnosis_id=); nothing while loading, on
 * error or without bookings. @selector `[data-repair-status]` = 'repaired' | 'open'.
 */
export function RepairStatus({ diagnosisId }: { diagnosisId: number }) {
  const api = useApi();
  const bookings = useQuery({
    queryKey: reportBookingsKey(diagnosisId),
    queryFn: () => api.bookings.list({ diagnosis_id: diagnosisId }),
  });
  const status = bookings.data ? repairStatusText(bookings.data) : null;
  if (!status) return null;
  return (
    <Alert
      tone={status.done ? 'success' : 'info'}
      live={false}
      data-repair-status={status.done ? 'repaired' : 'open'}
    >
      {status.text} {status.done ? null : <Link href="/bookings">My bookings</Link>}
    </Alert>
  );
}
