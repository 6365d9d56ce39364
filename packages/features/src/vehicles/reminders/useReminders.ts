import type { ReminderKind, ReminderUpdate } from '@gari/contract/reminders';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app';
import { VEHICLES_KEY, vehicleKeys } from '../../shared';
import { serverErrors } from '../../shared/fieldError';
import { useT } from '../../shared/locale';
import { KIND_KEY, remindersT } from './messages';

/**
 * Query keys of the reminders (issue #13): a car's list sits under `vehicleKeys.all(id)` (so a logged
 * expense, which may reset a reminder, refreshes it); the My Cars badge counts under the vehicles key.
 */
export const reminderKeys = {
  list: (id: number) => [...vehicleKeys.all(id), 'reminders'] as const,
  badges: () => [...VEHICLES_KEY, 'reminders-due'] as const,
};

/**
 * A car's service reminders (GET /vehicles/{id}/reminders) with the interval edit (PATCH) and "mark
 * done" (POST …/done). Both refresh the list and the My Cars badges; `done` toasts. `saveError` gives
 * the server's 422 field errors of the last edit (`interval_km`, `interval_months`).
 */
export function useReminders(vehicleId: number) {
  const t = useT(remindersT);
  const api = useApi();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: reminderKeys.list(vehicleId),
    queryFn: () => api.reminders.list(vehicleId),
  });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: reminderKeys.list(vehicleId) });
    await qc.invalidateQueries({ queryKey: reminderKeys.badges() });
  };
  const update = useMutation({
    mutationFn: (v: { kind: ReminderKind; body: ReminderUpdate }) =>
      api.reminders.update(vehicleId, v.kind, v.body),
    onSuccess: refresh,
  });
  const done = useMutation({
    mutationFn: (kind: ReminderKind) => api.reminders.done(vehicleId, kind),
    onSuccess: async (reminder) => {
      await refresh();
      toast.success(t('recorded'), t('recordedText', { name: t(KIND_KEY[reminder.kind]) }));
    },
    onError: (error) => toast.error(t('recordFailed'), error instanceof Error ? error.message : undefined),
  });
  return { list, update, done, saveErrors: serverErrors(update.error) };
}

/** The My Cars badge counts (GET /reminders/due), one entry per car. */
export function useReminderBadges() {
  const api = useApi();
  return useQuery({ queryKey: reminderKeys.badges(), queryFn: () => api.reminders.badges() });
}
