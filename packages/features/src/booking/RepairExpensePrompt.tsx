import type { Booking } from '@gari/contract/bookings';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { vehicleKeys } from '../shared/queryKeys';
import { useErrorText } from '../shared/useErrorText';
import { useFormat } from '../shared/useFormat';
import { bookingPageT } from './pageMessages';

/** The states of {@link RepairExpensePrompt} (`data-state` on its root). */
export type RepairExpensePromptState = 'offered' | 'logging' | 'logged' | 'failed';

/** The pre-filled expense of a completed booking: `{ amount (RWF), date (YYYY-MM-DD), note }`. */
export function repairExpenseOf(booking: Booking): { amount: number; date: string; note: string } | null {
  if (booking.status !== 'completed' || booking.final_price === null) return null;
  return {
    amount: booking.final_price,
    date: (booking.completed_at ?? booking.starts_at).slice(0, 10),
    note: `${booking.service} at ${booking.provider.name} (${booking.booking_id})`,
  };
}

/** True when a completed booking of a car still waits to be logged as an expense (issue #13). */
export const needsExpense = (b: Booking) =>
  b.status === 'completed' && b.final_price !== null && b.vehicle_id !== null && b.expense_id === null;

/** Props of {@link RepairExpensePrompt}. */
export interface RepairExpensePromptProps {
  /** A completed booking with a car (`vehicle_id`); others render nothing. */
  booking: Booking;
  /** Called with the updated booking (its `expense_id` set) once logged. */
  onLogged?: (booking: Booking) => void;
}

/**
 * "Log it as a repair expense" (issue #13 Close the loop): for a completed booking of one of the
 * member's cars, the pre-filled Repair expense (amount = the final price in RWF, date = the completion
 * day, note "{service} at {garage} ({booking_id})") and one button that logs it (POST
 * /bookings/{id}/expense; the API links the expense to the booking, so it cannot be logged twice — a
 * 409 shows its message). On success the car's figures and the bookings are refetched.
 * States (`data-state`): offered | logging | logged (also when `expense_id` is already set) | failed.
 * @selector `[data-repair-expense="<booking_id>"]`
 */
export function RepairExpensePrompt({ booking, onLogged }: RepairExpensePromptProps) {
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const f = useFormat();
  const t = useT(bookingPageT);
  const log = useMutation({
    mutationFn: () => api.bookings.logExpense(booking.booking_id),
    onSuccess: async (answer) => {
      onLogged?.(answer.booking);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        booking.vehicle_id === null
          ? undefined
          : queryClient.invalidateQueries({ queryKey: vehicleKeys.all(booking.vehicle_id) }),
      ]);
    },
  });
  const expense = repairExpenseOf(booking);
  if (!expense || booking.vehicle_id === null) return null;
  const logged = booking.expense_id !== null || log.isSuccess;
  const state: RepairExpensePromptState = logged
    ? 'logged'
    : log.isPending
      ? 'logging'
      : log.isError
        ? 'failed'
        : 'offered';
  const summary = `${t('repairCategory')} · ${f.money(expense.amount)} · ${f.date(`${expense.date}T12:00:00`)} · ${expense.note}`;

  if (state === 'logged') {
    return (
      <Alert tone="success" data-state={state} data-repair-expense={booking.booking_id}>
        {t('repairLogged', { summary })}
      </Alert>
    );
  }
  return (
    <Alert
      tone={state === 'failed' ? 'danger' : 'info'}
      title={t('repairTitle')}
      data-state={state}
      data-repair-expense={booking.booking_id}
      action={
        <Button
          variant="primary"
          size="sm"
          isPending={state === 'logging'}
          onPress={() => log.mutate()}
          aria-label={state === 'logging' ? t('repairLogging') : undefined}
        >
          {state === 'failed' ? t('repairTryAgain') : t('repairLog')}
        </Button>
      }
    >
      <span>{summary}</span>
      {state === 'failed' ? <span role="alert"> {errorText(log.error) ?? t('repairFailed')}</span> : null}
    </Alert>
  );
}
