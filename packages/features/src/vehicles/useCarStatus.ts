import type { GariApi } from '@gari/client/types';
import { fieldErrors, type IssueLike } from '@gari/contract/fieldErrors';
import {
  type Expense,
  type ExpenseCategory,
  ExpenseCreate,
  type ExpenseCreate as ExpenseCreateBody,
  type Refuel,
  RefuelCreate,
  type RefuelCreate as RefuelCreateBody,
} from '@gari/contract/vehicles';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../app';
import {
  isNotFound,
  parseVehicleId,
  STATUS_MONTHS,
  STATUS_RECENT_LIMIT,
  todayIso,
  vehicleKeys,
} from '../shared';
import { type FieldErrors, serverErrors } from '../shared/fieldError';
import { useLocale, useT } from '../shared/locale';
import type { Translator } from '../shared/messages';
import { type en as carStatusEn, carStatusT } from './statusMessages';

export { isNotFound, parseVehicleId, STATUS_MONTHS, STATUS_RECENT_LIMIT, todayIso, vehicleKeys };

/**
 * Everything the status page shows for vehicle `id` (spec §2 Car status, §7): GET /vehicles/{id},
 * /summary, /expenses/monthly?months=12, /refuels?limit=5, /expenses/recent?limit=5. The figures
 * follow only once the vehicle itself loaded. `id` null (bad route param) disables every query.
 */
export function useCarStatus(id: number | null) {
  const api = useApi();
  const vid = id ?? 0;
  const enabled = id !== null;
  const vehicle = useQuery({
    queryKey: vehicleKeys.detail(vid),
    queryFn: () => api.vehicles.get(vid),
    enabled,
  });
  const ready = enabled && vehicle.isSuccess;
  const summary = useQuery({
    queryKey: vehicleKeys.summary(vid),
    queryFn: () => api.vehicles.summary(vid),
    enabled: ready,
  });
  const monthly = useQuery({
    queryKey: vehicleKeys.monthly(vid),
    queryFn: () => api.vehicles.monthly(vid, STATUS_MONTHS),
    enabled: ready,
  });
  const refuels = useQuery({
    queryKey: vehicleKeys.refuels(vid),
    queryFn: () => api.vehicles.refuels(vid, STATUS_RECENT_LIMIT),
    enabled: ready,
  });
  const expenses = useQuery({
    queryKey: vehicleKeys.expenses(vid),
    queryFn: () => api.vehicles.recentExpenses(vid, STATUS_RECENT_LIMIT),
    enabled: ready,
  });
  return { vehicle, summary, monthly, refuels, expenses };
}

/** Field errors by field name (first message each). */
export type { FieldErrors };

/**
 * The first message per field of a failed parse, through the contract's error map (issue #16: 'The
 * litres must be at least 0.1.', never zod's 'Too small: expected number to be >0'); a field the draft
 * leaves empty reads 'The {field} field is required.'. Texts in `locale` (the member's, e.g. 'fr-RW').
 */
function firstErrors(issues: readonly ParseIssue[], draft: unknown, locale: string): FieldErrors {
  const isEmpty = (issue: { path: readonly PropertyKey[] }) => {
    let value: unknown = draft;
    for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  };
  const { errors } = fieldErrors(issues, locale, isEmpty);
  const out: FieldErrors = {};
  for (const [field, texts] of Object.entries(errors)) {
    const first = texts[0];
    if (first !== undefined) out[field === 'body' ? 'form' : field] = first;
  }
  return out;
}

/** The part of a zod schema the forms use (keeps zod out of this package's dependencies). */
interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly ParseIssue[] } };
}

/** A zod issue as the forms read it. */
type ParseIssue = IssueLike & { path: readonly PropertyKey[]; message: string };

/** Catalog keys of the status texts (`statusMessages`). */
type StatusKey = Parameters<typeof carStatusT>[0];

/**
 * A status-page write (refuel or expense) to vehicle `id`: checks the draft's date (required, not
 * after `today`) and `check`'s rules, then the contract's zod schema (field errors without a call),
 * then sends it with `send`; server field errors land on the fields; on success the vehicle's
 * summary, monthly spend, refuels and expenses are refetched and the `added` toast shows, on failure
 * the `failed` one with the server's message.
 */
function useStatusWrite<TDraft extends { date: string }, TBody, TResult>(opts: {
  id: number;
  /** The last allowed date, 'YYYY-MM-DD'. */
  today: string;
  schema: SafeParser<TBody>;
  send: (api: GariApi, id: number, body: TBody) => Promise<TResult>;
  /** Checks besides the date's, before the schema (messages win over the schema's for the same field). */
  check?: (draft: TDraft, t: Translator<typeof carStatusEn>) => FieldErrors;
  /** Catalog keys of the success and failure toasts' titles. */
  toasts: { added: StatusKey; failed: StatusKey };
}) {
  const api = useApi();
  const t = useT(carStatusT);
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: (body: TBody) => opts.send(api, opts.id, body),
    onSuccess: async () => {
      setFieldErrors({});
      toast.success(t(opts.toasts.added));
      await queryClient.invalidateQueries({ queryKey: vehicleKeys.all(opts.id) });
    },
    onError: (error) => {
      setFieldErrors(serverErrors(error));
      toast.error(t(opts.toasts.failed), error instanceof Error ? error.message : undefined);
    },
  });
  /**
   * Validates `body` (the date and `check` first for rules the schema lacks, then the schema); on
   * errors shows them and returns false without a call; else sends it and calls `onDone` after a
   * success.
   */
  const submit = (draft: TDraft, onDone?: () => void): boolean => {
    const early = { ...checkDate(t, draft.date, opts.today), ...opts.check?.(draft, t) };
    const parsed = opts.schema.safeParse(draft);
    if (!parsed.success || Object.keys(early).length > 0) {
      setFieldErrors({
        ...(parsed.success ? {} : firstErrors(parsed.error.issues, draft, locale)),
        ...early,
      });
      return false;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data, { onSuccess: () => onDone?.() });
    return true;
  };
  return {
    submit,
    fieldErrors,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    reset: mutation.reset,
  };
}

/**
 * The date rules of both forms: required, not in the future (after `today`, 'YYYY-MM-DD'); texts of
 * `t` (the vehicles catalog in the member's language).
 */
function checkDate(t: Translator<typeof carStatusEn>, date: string, today: string): FieldErrors {
  if (!date) return { date: t('chooseDate') };
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date > today) return { date: t('futureDate') };
  return {};
}

/** What the refuel form holds (numbers NaN when empty). */
export type RefuelDraft = RefuelCreateBody;
/** What the expense form holds: the body with no category until one is chosen. */
export type ExpenseDraft = Omit<ExpenseCreateBody, 'category'> & { category: ExpenseCategory | null };

/**
 * Adds a refuel to vehicle `id` (POST /vehicles/{id}/refuels: date, liters, total_cost RWF,
 * odometer_km, station_name); `today` ('YYYY-MM-DD') bounds the date. Toasts 'Refuel added' or 'Failed to add refuel' with the server message.
 */
export function useAddRefuel(id: number, today: string = todayIso()) {
  return useStatusWrite<RefuelDraft, RefuelCreateBody, Refuel>({
    id,
    today,
    schema: RefuelCreate,
    send: (api, vid, body) => api.vehicles.addRefuel(vid, body),
    toasts: { added: 'refuelAdded', failed: 'refuelFailed' },
  });
}

/**
 * Adds an expense to vehicle `id` (POST /vehicles/{id}/expenses: date, category, amount RWF, note).
 * `today` ('YYYY-MM-DD') bounds the date. Toasts 'Expense added' or 'Failed to add expense' with the server message.
 */
export function useAddExpense(id: number, today: string = todayIso()) {
  return useStatusWrite<ExpenseDraft, ExpenseCreateBody, Expense>({
    id,
    today,
    schema: ExpenseCreate,
    check: (body, t) => (body.category ? {} : { category: t('chooseCategory') }),
    send: (api, vid, body) => api.vehicles.addExpense(vid, body),
    toasts: { added: 'expenseAdded', failed: 'expenseFailed' },
  });
}
