import type { ReminderStatus, ServiceReminder } from '@gari/contract/reminders';
import { Alert } from '@gari/ui/Alert';
import { Badge, type BadgeTone } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { formatDate, formatKm } from '@gari/ui/format';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { NumberField } from '@gari/ui/NumberField';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../shared/fieldError';
import * as styles from './reminders.css';
import { useReminders } from './useReminders';

/** Badge text and tone of each status. */
export const STATUS_BADGE: Record<ReminderStatus, { label: string; tone: BadgeTone }> = {
  ok: { label: 'OK', tone: 'success' },
  due_soon: { label: 'Due soon', tone: 'info' },
  due: { label: 'Due', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
};

/** "at 105,000 km or 10 Jul 2026" (either part may be missing). */
export function nextDueText(r: Pick<ServiceReminder, 'next_due_km' | 'next_due_date'>): string {
  const parts = [
    r.next_due_km !== null ? formatKm(r.next_due_km) : null,
    r.next_due_date !== null ? formatDate(r.next_due_date) : null,
  ].filter(Boolean);
  return parts.length > 0 ? `Next: ${parts.join(' or ')}` : 'No interval set';
}

/** "400 km left · 12 days left" / "600 km over · 3 days over". */
export function leftText(r: Pick<ServiceReminder, 'km_left' | 'days_left'>): string {
  const km =
    r.km_left === null
      ? null
      : r.km_left >= 0
        ? `${formatKm(r.km_left)} left`
        : `${formatKm(-r.km_left)} over`;
  const days =
    r.days_left === null
      ? null
      : r.days_left >= 0
        ? `${r.days_left} day${r.days_left === 1 ? '' : 's'} left`
        : `${-r.days_left} day${r.days_left === -1 ? '' : 's'} over`;
  return [km, days].filter(Boolean).join(' · ');
}

/** "every 5,000 km or 6 months". */
const intervalText = (r: Pick<ServiceReminder, 'interval_km' | 'interval_months'>) =>
  `every ${[
    r.interval_km !== null ? formatKm(r.interval_km) : null,
    r.interval_months !== null ? `${r.interval_months} month${r.interval_months === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' or ')}`;

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

interface EditProps {
  reminder: ServiceReminder;
  isPending: boolean;
  errors: Partial<Record<string, string>>;
  onSave: (body: { interval_km: number | null; interval_months: number | null }) => void;
  onCancel: () => void;
}

/** The interval form of one reminder (km and/or months; empty = not by that measure). */
function IntervalForm({ reminder, isPending, errors, onSave, onCancel }: EditProps) {
  const [km, setKm] = useState<number>(reminder.interval_km ?? Number.NaN);
  const [months, setMonths] = useState<number>(reminder.interval_months ?? Number.NaN);
  const titleId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSave({ interval_km: orNull(km), interval_months: orNull(months) });
  };
  return (
    <form className={styles.form} aria-labelledby={titleId} onSubmit={submit} noValidate data-state="editing">
      <p id={titleId} className={styles.formTitle}>
        {reminder.label} interval
      </p>
      <Inline gap="md" wrap>
        <NumberField
          label="Every (km)"
          unit="km"
          value={km}
          onChange={setKm}
          minValue={0}
          formatOptions={{ maximumFractionDigits: 0 }}
          description="Leave empty to remind by time only."
          {...fieldError(errors.interval_km)}
        />
        <NumberField
          label="Or every (months)"
          unit="months"
          value={months}
          onChange={setMonths}
          minValue={0}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...fieldError(errors.interval_months)}
        />
      </Inline>
      <Inline gap="sm" justify="end">
        <Button variant="ghost" size="sm" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isPending={isPending}>
          Save interval
        </Button>
      </Inline>
    </form>
  );
}

/** One reminder row: name, status badge, next due, what is left, Mark done / Edit. */
function ReminderRow({
  reminder,
  editing,
  onEdit,
  onDone,
  donePending,
  children,
}: {
  reminder: ServiceReminder;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  donePending: boolean;
  children?: React.ReactNode;
}) {
  const badge = STATUS_BADGE[reminder.status];
  return (
    <li className={styles.item} data-status={reminder.status} data-kind={reminder.kind}>
      <div className={styles.itemHead}>
        <span className={styles.name}>{reminder.label}</span>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className={styles.detail}>
        {nextDueText(reminder)}
        {reminder.km_left !== null || reminder.days_left !== null ? ` · ${leftText(reminder)}` : ''}
      </p>
      <p className={styles.muted}>
        {intervalText(reminder)} · last {reminder.done_recorded ? 'service' : 'counted from'}{' '}
        {formatDate(reminder.last_done_date)}
        {reminder.last_done_km !== null ? ` at ${formatKm(reminder.last_done_km)}` : ''}
      </p>
      {editing ? (
        children
      ) : (
        <Inline gap="sm">
          <Button
            size="sm"
            variant={reminder.status === 'ok' ? 'secondary' : 'primary'}
            onPress={onDone}
            isPending={donePending}
            aria-label={`Mark done: ${reminder.label}`}
          >
            Mark done
          </Button>
          <Button size="sm" variant="ghost" onPress={onEdit} aria-label={`Edit interval: ${reminder.label}`}>
            Edit interval
          </Button>
        </Inline>
      )}
    </li>
  );
}

/** Props of {@link RemindersPanel}. */
export interface RemindersPanelProps {
  vehicleId: number;
}

/**
 * "Service reminders" on the car page (issue #13): each kind (oil change, tyre rotation, brake
 * inspection, air filter) with its status badge (OK, Due soon, Due, Overdue), the next due odometer (km)
 * and date, what is left, and Mark done / Edit interval. The interval form names the server's field
 * errors (`interval_km`, `interval_months`). A logged expense that names the service resets it
 * (server side). Texts: 'Loading reminders...', 'Failed to load reminders.' with Retry.
 *
 * `data-state` on the card: 'loading' | 'error' | 'ready'; `data-status` on each row.
 */
export function RemindersPanel({ vehicleId }: RemindersPanelProps) {
  const { list, update, done, saveErrors } = useReminders(vehicleId);
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();
  const state = list.isPending ? 'loading' : list.isError ? 'error' : 'ready';
  const attention = list.data?.data.filter((r) => r.status === 'due' || r.status === 'overdue').length ?? 0;
  return (
    <Card as="section" gap="sm" elevation="flat" aria-labelledby={titleId} data-state={state}>
      <Heading level={2} size="lg" id={titleId}>
        Service reminders
      </Heading>
      {state === 'loading' ? <p className={styles.muted}>Loading reminders...</p> : null}
      {list.isError ? (
        <Alert
          tone="danger"
          title="Failed to load reminders."
          action={
            <Button size="sm" variant="secondary" onPress={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          {list.error instanceof Error ? list.error.message : null}
        </Alert>
      ) : null}
      {list.data ? (
        <>
          <p className={styles.muted}>
            {attention > 0
              ? `${attention} service${attention === 1 ? '' : 's'} need${attention === 1 ? 's' : ''} doing.`
              : 'Nothing due.'}{' '}
            {list.data.odometer_km !== null
              ? `Odometer ${formatKm(list.data.odometer_km)} (from your refuels).`
              : 'Add a refuel with the odometer to count by distance.'}
          </p>
          <ul className={styles.list}>
            {list.data.data.map((r) => (
              <ReminderRow
                key={r.kind}
                reminder={r}
                editing={editing === r.kind}
                onEdit={() => {
                  update.reset();
                  setEditing(r.kind);
                }}
                onDone={() => done.mutate(r.kind)}
                donePending={done.isPending && done.variables === r.kind}
              >
                <IntervalForm
                  reminder={r}
                  isPending={update.isPending}
                  errors={saveErrors}
                  onCancel={() => setEditing(null)}
                  onSave={(body) =>
                    update.mutate({ kind: r.kind, body }, { onSuccess: () => setEditing(null) })
                  }
                />
                {update.isError && Object.keys(saveErrors).length === 0 ? (
                  <Alert tone="danger">
                    {update.error instanceof Error ? update.error.message : 'Could not save.'}
                  </Alert>
                ) : null}
              </ReminderRow>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
