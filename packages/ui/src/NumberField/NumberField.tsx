import { type ReactNode, useId } from 'react';
import {
  Group,
  Input,
  Button as RACButton,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { MinusIcon, PlusIcon } from '../internal/icons';
import * as styles from './NumberField.css';

/**
 * Props of `NumberField`: every react-aria-components NumberField prop (`value`, `defaultValue`,
 * `onChange` (number, `NaN` when empty), `minValue`, `maxValue`, `step`, `formatOptions`
 * (Intl.NumberFormatOptions, e.g. `{ maximumFractionDigits: 2 }`), `name`, `isRequired`,
 * `isInvalid`, `isDisabled`, `validate` …) plus texts.
 *
 * State attributes on the group (@selector `[data-focus-within]`, `[data-invalid]`,
 * `[data-disabled]`).
 */
export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'className' | 'children'>,
    FieldTextProps {
  /** Placeholder text. */
  placeholder?: string;
  /**
   * Unit shown after the number (e.g. `km`, `L`, `RWF`). It is added to the field's description
   * for screen readers, so the accessible name stays the label.
   */
  unit?: ReactNode;
  /**
   * Show − / + buttons (they are not tab stops; arrow keys step too).
   * @default false
   */
  showStepper?: boolean;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * Labelled numeric input (react-aria-components `NumberField`): locale-aware parsing and
 * formatting, arrow-key stepping, `minValue`/`maxValue` clamping on blur, optional unit suffix.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  unit,
  showStepper = false,
  className,
  'aria-describedby': describedBy,
  ...props
}: NumberFieldProps) {
  const unitId = useId();
  return (
    <RACNumberField
      {...props}
      aria-describedby={cx(describedBy, unit != null && unitId) || undefined}
      className={cx(styles.field, className)}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        {showStepper ? (
          <RACButton slot="decrement" className={styles.iconButton}>
            <MinusIcon size={18} />
          </RACButton>
        ) : null}
        <Input className={styles.groupInput} placeholder={placeholder} />
        {unit != null ? (
          <span id={unitId} className={styles.suffix}>
            {unit}
          </span>
        ) : null}
        {showStepper ? (
          <RACButton slot="increment" className={styles.iconButton}>
            <PlusIcon size={18} />
          </RACButton>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
