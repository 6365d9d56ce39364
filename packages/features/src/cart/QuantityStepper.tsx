import { Button } from '@gari/ui/Button';
import { useT } from '../shared/locale';
import * as s from './cart.css';
import { t as cartT } from './messages';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The current quantity. */
  value: number;
  /** Largest quantity (the stock, at most 99); + is disabled at it. */
  max: number;
  /** What is counted, for the accessible names ('Quantity of Front brake pads'). */
  itemName: string;
  /** Changes are refused (e.g. while the cart saves). @default false */
  isDisabled?: boolean;
  /** The new quantity (value ± 1). */
  onChange: (quantity: number) => void;
}

/**
 * A quantity stepper of a cart line (issue #10 "quantity stepper bounded by stock"): − / the quantity /
 * +, between 1 and `max`. A labelled group; the quantity is a live `output`, so the change is read
 * out. Lighter than a number field (no typing: a cart changes by one).
 */
export function QuantityStepper({ value, max, itemName, isDisabled, onChange }: QuantityStepperProps) {
  const t = useT(cartT);
  return (
    <fieldset aria-label={t('quantityOf', { item: itemName })} className={s.stepper}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('decreaseOf', { item: itemName })}
        isDisabled={isDisabled || value <= 1}
        onPress={() => onChange(value - 1)}
      >
        −
      </Button>
      <output className={s.stepperValue} aria-live="polite">
        {value}
      </output>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('increaseOf', { item: itemName })}
        isDisabled={isDisabled || value >= max}
        onPress={() => onChange(value + 1)}
      >
        +
      </Button>
    </fieldset>
  );
}
