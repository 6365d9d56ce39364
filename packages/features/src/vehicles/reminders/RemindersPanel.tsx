import type { ReminderStatus, ServiceReminder } from '@gari/contract/reminders';
import { Alert } from '@gari/ui/Alert';
import { Badge, type BadgeTone } from '@gari/ui/Badge';
import { Box, sprinkles } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { formatDate, formatKm } from '@gari/ui/format';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { NumberField } from '@gari/ui/NumberField';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../shared/fieldError';
import { useT } from '../../shared/locale';
import type { Translator } from '../../shared/messages';
import { type LocaleFormat, useFormat } from '../../shared/useFormat';
import { KIND_KEY, type en as remindersEn, remindersT } from './messages';
import * as styles from './reminders.css';
import { useReminders } from './useReminders';

/** The reminder texts' translator in some language. */
type RemindersText = Translator<typeof remindersEn>;

/** Badge text (English; the panel shows `t(key)`), catalog key and tone of each status. */
export const STATUS_BADGE: Record<
  ReminderStatus,
  { label: string; key: keyof typeof remindersEn; tone: BadgeTone }
> = {
  ok: { label: 'OK', key: 'statusOk', tone: 'success' },
  due_soon: { label: 'Due soon', key: 'statusDueSoon', tone: 'info' },
  due: { label: 'Due', key: 'statusDue', tone: 'warning' },
  overdue: { label: 'Overdue', key: 'statusOverdue', tone: 'danger' },
};

/** The distance and day formats of the texts below (`useFormat()` in a view). */
export type ReminderFormat = Pick<LocaleFormat, 'km' | 'date'>;

/** English formats ('105,000 km', '10 Jul 2026'), the default outside a view. */
const ENGLISH: ReminderFormat = { km: (n) => formatKm(n), date: (value) => formatDate(value) };

/**
 * "Next: 105,000 km or 10 Jul 2026" (either part may be missing) in `t`'s language and `f`'s formats
 * (default English).
 */
export function nextDueText(
  r: Pick<ServiceReminder, 'next_due_km' | 'next_due_date'>,
  t: RemindersText = remindersT,
  f: ReminderFormat = ENGLISH,
): string {
  const parts = [
    r.next_due_km !== null ? f.km(r.next_due_km) : null,
    r.next_due_date !== null ? f.date(r.next_due_date) : null,
  ].filter(Boolean);
  return parts.length > 0 ? t('next', { when: parts.join(t('or')) }) : t('noInterval');
}

/** "400 km left · 12 days left" / "600 km over · 3 days over" in `t`'s language and `f`'s formats (default English). */
export function leftText(
  r: Pick<ServiceReminder, 'km_left' | 'days_left'>,
  t: RemindersText = remindersT,
  f: ReminderFormat = ENGLISH,
): string {
  const km =
    r.km_left === null
      ? null
      : r.km_left >= 0
        ? t('kmLeft', { km: f.km(r.km_left) })
        : t('kmOver', { km: f.km(-r.km_left) });
  const days =
    r.days_left === null
      ? null
      : r.days_left >= 0
        ? t('daysLeft', { n: r.days_left })
        : t('daysOver', { n: -r.days_left });
  return [km, days].filter(Boolean).join(' · ');
}

/** "every 5,000 km or 6 months". */
const intervalText = (
  r: Pick<ServiceReminder, 'interval_km' | 'interval_months'>,
  t: RemindersText,
  f: ReminderFormat,
) =>
  t('every', {
    what: [
      r.interval_km !== null ? f.km(r.interval_km) : null,
      r.interval_months !== null ? t('months', { n: r.interval_months }) : null,
    ]
      .filter(Boolean)
      .join(t('or')),
  });

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
  const t = useT(remindersT);
  const [km, setKm] = useState<number>(reminder.interval_km ?? Number.NaN);
  const [months, setMonths] = useState<number>(reminder.interval_months ?? Number.NaN);
  const titleId = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSave({ interval_km: orNull(km), interval_months: orNull(months) });
  };
  return (
    <form
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm', paddingY: 'sm' })}
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      data-state="editing"
    >
      <Box as="p" id={titleId} fontSize="sm" fontWeight="bold">
        {t('intervalOf', { name: t(KIND_KEY[reminder.kind]) })}
      </Box>
      <Inline gap="md" wrap>
        <NumberField
          label={t('everyKm')}
          unit="km"
          value={km}
          onChange={setKm}
          minValue={0}
          formatOptions={{ maximumFractionDigits: 0 }}
          description={t('everyKmHint')}
          {...fieldError(errors.interval_km)}
        />
        <NumberField
          label={t('everyMonths')}
          unit={t('monthsUnit')}
          value={months}
          onChange={setMonths}
          minValue={0}
          formatOptions={{ maximumFractionDigits: 0 }}
          {...fieldError(errors.interval_months)}
        />
      </Inline>
      <Inline gap="sm" justify="end">
        <Button variant="ghost" size="sm" onPress={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" isPending={isPending}>
          {t('saveInterval')}
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
  const t = useT(remindersT);
  const f = useFormat();
  const name = t(KIND_KEY[reminder.kind]);
  const badge = STATUS_BADGE[reminder.status];
  return (
    <li className={styles.item} data-status={reminder.status} data-kind={reminder.kind}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="sm">
        <Box as="span" fontWeight="bold">
          {name}
        </Box>
        <Badge tone={badge.tone}>{t(badge.key)}</Badge>
      </Box>
      <Box as="p" fontSize="sm">
        {nextDueText(reminder, t, f)}
        {reminder.km_left !== null || reminder.days_left !== null ? ` · ${leftText(reminder, t, f)}` : ''}
      </Box>
      <p className={styles.muted}>
        {intervalText(reminder, t, f)} ·{' '}
        {t(reminder.done_recorded ? 'lastService' : 'countedFrom', {
          date: f.date(reminder.last_done_date),
        })}
        {reminder.last_done_km !== null ? t('atKm', { km: f.km(reminder.last_done_km) }) : ''}
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
            aria-label={t('markDoneOf', { name })}
          >
            {t('markDone')}
          </Button>
          <Button size="sm" variant="ghost" onPress={onEdit} aria-label={t('editIntervalOf', { name })}>
            {t('editInterval')}
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
  const t = useT(remindersT);
  const fmt = useFormat();
  const { list, update, done, saveErrors } = useReminders(vehicleId);
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();
  const state = list.isPending ? 'loading' : list.isError ? 'error' : 'ready';
  const attention = list.data?.data.filter((r) => r.status === 'due' || r.status === 'overdue').length ?? 0;
  return (
    <Card as="section" gap="sm" elevation="flat" aria-labelledby={titleId} data-state={state}>
      <Heading level={2} size="lg" id={titleId}>
        {t('title')}
      </Heading>
      {state === 'loading' ? <p className={styles.muted}>{t('loading')}</p> : null}
      {list.isError ? (
        <Alert
          tone="danger"
          title={t('failed')}
          action={
            <Button size="sm" variant="secondary" onPress={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {list.error instanceof Error ? list.error.message : null}
        </Alert>
      ) : null}
      {list.data ? (
        <>
          <p className={styles.muted}>
            {attention > 0 ? t('needDoing', { n: attention }) : t('nothingDue')}{' '}
            {list.data.odometer_km !== null
              ? t('odometer', { km: fmt.km(list.data.odometer_km) })
              : t('noOdometer')}
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
                    {update.error instanceof Error ? update.error.message : t('couldNotSave')}
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
