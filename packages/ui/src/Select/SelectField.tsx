import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { FieldLabel, type FieldTextProps } from '../internal/Field';
import { ChevronDownIcon } from '../internal/icons';
import { PickerList } from './item';
import * as styles from './Select.css';

// The react-aria part of `Select` (Select.tsx loads this module on idle or on first use).
export { ListItem } from './item';

/**
 * Props of `Select`: every react-aria-components Select prop for single selection (`selectedKey` /
 * `defaultSelectedKey` / `onSelectionChange(key)` — also `value`/`onChange` —, `name`,
 * `isRequired`, `isInvalid`, `isDisabled`, `disabledKeys`, `isOpen`/`onOpenChange` …) plus texts.
 *
 * State attributes (@selector on the root): `[data-open]`, `[data-focused]`,
 * `[data-focus-visible]`, `[data-disabled]`, `[data-invalid]`, `[data-required]`.
 */
export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'className' | 'children' | 'selectionMode'>,
    FieldTextProps {
  /** Items of a dynamic collection; render each with the `children` function. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one `SelectItem` per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Text shown when nothing is selected.
   * @default 'Select an item' (localized by RAC)
   */
  placeholder?: string;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * A labelled single-choice picker (react-aria-components `Select`): a button that opens a list box
 * in a popover. Keyboard: Enter/Space/↓ open, type-ahead, ↑/↓ move, Enter selects, Esc closes.
 * With `name` it submits the selected key in forms (hidden native select).
 */
export function SelectField<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={cx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <RACButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon size={18} />
      </RACButton>
      <PickerList description={description} errorMessage={errorMessage} items={items}>
        {children}
      </PickerList>
    </RACSelect>
  );
}
