import { EXPENSE_CATEGORIES } from '@gari/contract/vehicleRules';
import type { ExpenseCategory } from '@gari/contract/vehicles';
import { sprinkles } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { NumberField } from '@gari/ui/NumberField';
import { Select, SelectItem } from '@gari/ui/Select';
import { TextField } from '@gari/ui/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { fieldError } from '../shared/fieldError';
import { useT } from '../shared/locale';
import { CATEGORY_KEY, carStatusT } from './statusMessages';
import { todayIso, useAddExpense, useAddRefuel } from './useCarStatus';

/** 'tyres' → 'Tyres' (English labels of expense categories; 'fuel' is how refuels count in spend). */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1).replace(/_/g, ' ');
}

/**
 * The label of an expense category in the member's language (issue #16): 'tyres' → 'Pneus' in
 * French; a category the catalog lacks reads as {@link categoryLabel}.
 */
export function useCategoryLabel(): (category: string) => string {
  const t = useT(carStatusT);
  return (category) =>
    category in CATEGORY_KEY
      ? t(CATEGORY_KEY[category as keyof typeof CATEGORY_KEY])
      : categoryLabel(category);
}

/** The options of an expense-category Select (`EXPENSE_CATEGORIES`), each named by `label`. */
export function expenseCategoryItems(label: (category: string) => string) {
  return EXPENSE_CATEGORIES.map((c) => (
    <SelectItem key={c} id={c} textValue={label(c)}>
      {label(c)}
    </SelectItem>
  ));
}

const orNull = (n: number) => (Number.isNaN(n) ? null : n);
/** Required numbers: empty reads as 0 so the schema's 'must be more than 0' message shows. */
const orZero = (n: number) => (Number.isNaN(n) ? 0 : n);
/** Optional text: blank reads as null, otherwise trimmed. */
const textOrNull = (s: string) => (s.trim() === '' ? null : s.trim());
/** NumberField props of a whole, non-negative amount (RWF, km). */
const WHOLE = { minValue: 0, formatOptions: { maximumFractionDigits: 0 } } as const;

export interface StatusFormProps {
  /** The vehicle the entry is added to. */
  vehicleId: number;
  /** Today as 'YYYY-MM-DD': the default date and the latest allowed. @default today (local) */
  today?: string;
}

/** The texts of each status form: the catalog keys of its heading and of its idle submit button. */
const FORM_TEXTS = {
  refuel: { title: 'addRefuelTitle', submit: 'addRefuel' },
  expense: { title: 'addExpenseTitle', submit: 'addExpense' },
} as const;

interface StatusFormShellProps {
  /** Which form: its heading ('Add a refuel') and submit text ('Add refuel'; 'Saving...' while pending). */
  kind: keyof typeof FORM_TEXTS;
  /** The write's state and field errors (from `useAddRefuel` / `useAddExpense`). */
  write: { isPending: boolean; fieldErrors: Record<string, string | undefined> };
  /** The Date field's first value ('YYYY-MM-DD'); the field keeps its value after a save. */
  today: string;
  /** Sends the entry of the given date ('YYYY-MM-DD'). */
  onSubmit: (date: string) => void;
  /** The fields after Date. */
  children: ReactNode;
}

/** The frame both status forms share: heading, Date field, the given fields, the submit button. */
function StatusFormShell({ kind, write, today, onSubmit, children }: StatusFormShellProps) {
  const t = useT(carStatusT);
  const titleId = useId();
  const [date, setDate] = useState(today);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(date);
  };
  return (
    <form
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <Heading level={2} size="lg" id={titleId}>
        {t(FORM_TEXTS[kind].title)}
      </Heading>
      <TextField
        label={t('date')}
        type="date"
        isRequired
        value={date}
        onChange={setDate}
        {...fieldError(write.fieldErrors.date)}
      />
      {children}
      <Inline justify="end">
        <Button type="submit" isPending={write.isPending}>
          {write.isPending ? t('saving') : t(FORM_TEXTS[kind].submit)}
        </Button>
      </Inline>
    </form>
  );
}

/** Props of {@link RwfAmountField}. */
interface RwfAmountFieldProps {
  label: string;
  /** The amount (NaN while empty). */
  value: number;
  onChange: (value: number) => void;
  /** The field's error text (undefined: valid). */
  error: string | undefined;
}

/** A required amount in whole Rwandan francs (a refuel's total cost, an expense's amount). */
function RwfAmountField({ label, value, onChange, error }: RwfAmountFieldProps) {
  return (
    <NumberField
      label={label}
      unit="RWF"
      isRequired
      {...WHOLE}
      value={value}
      onChange={onChange}
      {...fieldError(error)}
    />
  );
}

/**
 * "Add a refuel" form of the status page (issue #2; POST /vehicles/{id}/refuels): Date, Litres (L),
 * Total cost (RWF), Odometer (km, optional), 'Filled the tank' (checked by default; unchecked for a
 * partial fill, which fuel economy counts up to the next full fill, issue #13), Station name (optional). Validated with the contract's
 * `RefuelCreate` schema before sending (plus: date required, not in the future); server field
 * errors show on the fields. On success the status figures and chart refresh, the toast 'Refuel added'
 * shows and the form clears (the date stays). The button reads 'Saving...' while pending.
 */
export function AddRefuelForm({ vehicleId, today = todayIso() }: StatusFormProps) {
  const t = useT(carStatusT);
  const write = useAddRefuel(vehicleId, today);
  const [liters, setLiters] = useState(Number.NaN);
  const [cost, setCost] = useState(Number.NaN);
  const [odometer, setOdometer] = useState(Number.NaN);
  const [fullTank, setFullTank] = useState(true);
  const [station, setStation] = useState('');
  const err = write.fieldErrors;

  const onSubmit = (date: string) =>
    write.submit(
      {
        date,
        liters: orZero(liters),
        total_cost: orZero(cost),
        currency: 'RWF',
        odometer_km: orNull(odometer),
        full_tank: fullTank,
        station_name: textOrNull(station),
      },
      () => {
        setLiters(Number.NaN);
        setCost(Number.NaN);
        setOdometer(Number.NaN);
        setFullTank(true);
        setStation('');
      },
    );

  return (
    <StatusFormShell kind="refuel" {...{ write, today, onSubmit }}>
      <NumberField
        label={t('litres')}
        unit="L"
        isRequired
        minValue={0}
        formatOptions={{ maximumFractionDigits: 2 }}
        value={liters}
        onChange={setLiters}
        {...fieldError(err.liters)}
      />
      <RwfAmountField label={t('totalCost')} value={cost} onChange={setCost} error={err.total_cost} />
      <NumberField
        label={t('odometer')}
        unit="km"
        {...WHOLE}
        value={odometer}
        onChange={setOdometer}
        {...fieldError(err.odometer_km)}
      />
      <Checkbox isSelected={fullTank} onChange={setFullTank}>
        {t('filledTank')}
      </Checkbox>
      <TextField
        label={t('stationName')}
        value={station}
        onChange={setStation}
        maxLength={120}
        {...fieldError(err.station_name)}
      />
    </StatusFormShell>
  );
}

/**
 * "Add an expense" form of the status page (issue #2; POST /vehicles/{id}/expenses): Date, Category
 * (`EXPENSE_CATEGORIES`), Amount (RWF), Note (optional). Validated with the contract's
 * `ExpenseCreate` schema (plus: date required and not in the future, 'Choose a category.'); server
 * field errors show on the fields. On success the figures and chart refresh, the toast 'Expense
 * added' shows and the form clears (the date stays). The button reads 'Saving...' while pending.
 */
export function AddExpenseForm({ vehicleId, today = todayIso() }: StatusFormProps) {
  const t = useT(carStatusT);
  const label = useCategoryLabel();
  const write = useAddExpense(vehicleId, today);
  const [category, setCategory] = useState<ExpenseCategory | null>(null);
  const [amount, setAmount] = useState(Number.NaN);
  const [note, setNote] = useState('');
  const err = write.fieldErrors;

  const onSubmit = (date: string) =>
    write.submit({ date, category, amount: orZero(amount), currency: 'RWF', note: textOrNull(note) }, () => {
      setCategory(null);
      setAmount(Number.NaN);
      setNote('');
    });

  return (
    <StatusFormShell kind="expense" {...{ write, today, onSubmit }}>
      <Select
        label={t('category')}
        placeholder={t('categoryPlaceholder')}
        isRequired
        selectedKey={category}
        onSelectionChange={(key) => setCategory(key === null ? null : (String(key) as ExpenseCategory))}
        {...fieldError(err.category)}
      >
        {expenseCategoryItems(label)}
      </Select>
      <RwfAmountField label={t('amount')} value={amount} onChange={setAmount} error={err.amount} />
      <TextField
        label={t('note')}
        multiline
        rows={2}
        value={note}
        onChange={setNote}
        maxLength={300}
        {...fieldError(err.note)}
      />
    </StatusFormShell>
  );
}
