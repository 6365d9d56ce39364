import type { Booking } from '@gari/contract/bookings';
import { Alert } from '@gari/ui/Alert';
import { formatDate, formatMoney } from '@gari/ui/format';
import { Link } from '@gari/ui/Link';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { useFormat } from '../shared/useFormat';
import { type ReportTranslator, reportT } from './reportMessages';

/** Query key of the bookings made from one report (GET /bookings?diagnosis_id=). */
export const reportBookingsKey = (diagnosisId: number) => ['bookings', 'diagnosis', diagnosisId] as const;

/**
 * The repair of a report as the member should read it (issue #13), or null: 'Repaired on {date},
 * cost {RWF}' once a booking of it is completed and logged as an expense; 'Repair completed …' while
 * not logged yet; '{service} booked at {garage} for {date} {time} ({status})' while pending or accepted.
 * In the language of `t` with the dates and money of `format` (issue #16; default English).
 */
export function repairStatusText(
  bookings: readonly Booking[],
  t: ReportTranslator = reportT,
  format: { date: (value: string) => string; money: (amount: number) => string } = {
    date: (value) => formatDate(value),
    money: (amount) => formatMoney(amount),
  },
): { text: string; done: boolean } | null {
  const completed = bookings.find((b) => b.status === 'completed' && b.final_price !== null);
  if (completed?.final_price != null) {
    const values = {
      day: format.date(completed.completed_at ?? completed.starts_at),
      cost: format.money(completed.final_price),
      garage: completed.provider.name,
    };
    return completed.expense_id !== null
      ? { text: t('repaired', values), done: true }
      : { text: t('repairNotLogged', values), done: false };
  }
  const active = bookings.find((b) => b.status === 'pending' || b.status === 'accepted');
  if (active) {
    return {
      text: t('repairBooked', {
        service: active.service,
        garage: active.provider.name,
        date: active.date,
        time: active.time,
        status: active.status === 'pending' ? t('bookingPending') : t('bookingAccepted'),
      }),
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
  const t = useT(reportT);
  const f = useFormat();
  const status = bookings.data
    ? repairStatusText(bookings.data, t, { date: (v) => f.date(v), money: (a) => f.money(a) })
    : null;
  if (!status) return null;
  return (
    <Alert
      tone={status.done ? 'success' : 'info'}
      live={false}
      data-repair-status={status.done ? 'repaired' : 'open'}
    >
      {status.text} {status.done ? null : <Link href="/bookings">{t('myBookings')}</Link>}
    </Alert>
  );
}
