import type { ReactNode } from 'react';
import {
  Group,
  Input,
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { FieldLabel, type FieldTextProps } from '../internal/Field';
import { ChevronDownIcon } from '../internal/icons';
import { ListItem, PickerList, type SelectItemProps } from './item';
import * as styles from './Select.css';

/** An option of a `ComboBox` (the same look as `SelectItem`). */
export const ComboBoxItem = ListItem;
/** Props of `ComboBoxItem` (same as `SelectItemProps`). */
export type ComboBoxItemProps<T extends object = object> = SelectItemProps<T>;

/**
 * Props of `ComboBox`: every react-aria-components ComboBox prop (`selectedKey` /
 * `onSelectionChange(key)`, `inputValue` / `onInputChange`, `defaultFilter`, `menuTrigger`
 * @default 'input', `allowsCustomValue`, `name`, `isRequired`, `isInvalid`, `isDisabled` …) plus
 * texts.
 *
 * State attributes (@selector on the root): `[data-open]`, `[data-disabled]`, `[data-invalid]`,
 * `[data-required]`.
 */
export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'className' | 'children'>,
    FieldTextProps {
  /** Items of a dynamic collection; render each with the `children` function. */
  items?: Iterable<T>;
  /** `ComboBoxItem` elements, or a function rendering one `ComboBoxItem` per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Placeholder text of the input. */
  placeholder?: string;
  /**
   * Text shown in the open list when nothing matches.
   * @default 'No results'
   */
  emptyText?: string;
  /**
   * Accessible label of the button that opens the full list.
   * @default 'Show suggestions'
   */
  buttonLabel?: string;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * A searchable picker for long lists such as makes and models (react-aria-components `ComboBox`).
 * Typing filters the list (case-insensitive "contains" by default); ↓ opens it, Enter selects,
 * Esc closes and restores the selected text.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  emptyText = 'No results',
  buttonLabel = 'Show suggestions',
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} className={cx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        <RACButton className={styles.iconButton} aria-label={buttonLabel}>
          <ChevronDownIcon size={18} />
        </RACButton>
      </Group>
      <PickerList description={description} errorMessage={errorMessage} items={items} emptyText={emptyText}>
        {children}
      </PickerList>
    </RACComboBox>
  );
}
