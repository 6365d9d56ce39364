/**
 * Parts of the Advanced Filters panels (spec §2 Advanced Filters panel; §5 filter inputs): the price
 * range, a group of checkboxes, and Reset / Apply Filters (the distance slider is `DistanceSlider.tsx`). The garage and carwash
 * panel, the spareshop's marketplace variant and the gas variant are built from them.
 */
import { Button } from '@gari/ui/Button';
import { Checkbox } from '@gari/ui/Checkbox';
import { Dialog, Modal } from '@gari/ui/Dialog';
import { NumberField } from '@gari/ui/NumberField';
import type { ComponentType } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { useT } from '../shared/locale';
import { t as filterT } from './filterMessages';
import * as s from './providers.css';

/** The message under Max price when it is below Min price (the API's 422 text), in English. */
export const PRICE_RANGE_ERROR = filterT.catalog.en.priceRangeError;

/** True when both bounds of a range (prices, years) are set and the upper one is below the lower one. */
export const isInvertedRange = (min: number | null, max: number | null) =>
  min !== null && max !== null && min > max;

/** Props of {@link PriceRange}. */
export interface PriceRangeProps {
  /** Currency of the labels ('Min price (RWF)'). */
  currency: string;
  /** Step of the arrows, in the currency's major unit. */
  step: number;
  min: number | null;
  max: number | null;
  /** Either bound changed (null = cleared). */
  onChange: (range: { min_price: number | null; max_price: number | null }) => void;
}

/** Min and max price side by side (spec §5 filter inputs); Max shows {@link PRICE_RANGE_ERROR} below Min. */
export function PriceRange({ currency, step, min, max, onChange }: PriceRangeProps) {
  const t = useT(filterT);
  const invalid = isInvertedRange(min, max);
  return (
    <div className={s.panelRow}>
      <NumberField
        label={t('minPrice', { currency })}
        minValue={0}
        step={step}
        value={min ?? Number.NaN}
        onChange={(v) => onChange({ min_price: Number.isNaN(v) ? null : v, max_price: max })}
      />
      <NumberField
        label={t('maxPrice', { currency })}
        minValue={0}
        step={step}
        value={max ?? Number.NaN}
        onChange={(v) => onChange({ min_price: min, max_price: Number.isNaN(v) ? null : v })}
        isInvalid={invalid}
        errorMessage={invalid ? t('priceRangeError') : undefined}
      />
    </div>
  );
}

/** Props of {@link CheckboxFieldset}. */
export interface CheckboxFieldsetProps<T extends string> {
  /** The group's visible label. */
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  /** The visible label of an option. @default the option itself */
  labelOf?: (option: T) => string;
}

/** A labelled group of checkboxes, one per option (its own label). */
export function CheckboxFieldset<T extends string>({
  legend,
  options,
  value,
  onChange,
  labelOf = String,
}: CheckboxFieldsetProps<T>) {
  return (
    <CheckboxGroup className={s.fieldset} value={value} onChange={(v) => onChange(v as T[])}>
      <Label className={s.legend}>{legend}</Label>
      {options.map((o) => (
        <Checkbox key={o} value={o}>
          {labelOf(o)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** Props of {@link FilterActions}. */
export interface FilterActionsProps {
  onReset: () => void;
  onApply: () => void;
  /** Apply is disabled (e.g. an invalid price range). @default false */
  applyDisabled?: boolean;
}

/** Reset and Apply Filters at the bottom of an Advanced Filters panel (spec §2), sticky. */
export function FilterActions({ onReset, onApply, applyDisabled = false }: FilterActionsProps) {
  const t = useT(filterT);
  return (
    <div className={s.panelActions}>
      <Button variant="ghost" onPress={onReset}>
        {t('reset')}
      </Button>
      <Button variant="primary" isDisabled={applyDisabled} onPress={onApply}>
        {t('apply')}
      </Button>
    </div>
  );
}

/** Whether an Advanced Filters dialog is open, and its setter (RAC `Modal`'s pair). */
export interface FiltersDialogState {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * `Panel` in the Advanced Filters dialog (spec §2): a panel sliding in from the side on wide screens,
 * a dialog on small ones, dismissable. The garage and carwash lists and the spareshop each put their
 * panel in it. @returns a component taking the panel's props plus {@link FiltersDialogState}.
 */
export function inFiltersDialog<P extends object>(Panel: ComponentType<P>) {
  return function FiltersDialog({ isOpen, onOpenChange, ...panel }: P & FiltersDialogState) {
    const t = useT(filterT);
    return (
      <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={s.slideIn}>
        <Dialog title={t('title')} closeLabel={t('close')}>
          <Panel {...(panel as P)} />
        </Dialog>
      </Modal>
    );
  };
}
