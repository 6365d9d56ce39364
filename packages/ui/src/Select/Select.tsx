import type { ReactNode } from 'react';
import {
  Group,
  Input,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Button as RACButton,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../internal/Field';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import * as styles from './Select.css';

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
export function Select<T extends object>({
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
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/**
 * Props of `SelectItem` / `ComboBoxItem`: every react-aria-components ListBoxItem prop. Give `id`
 * (the key reported by `onSelectionChange`) and `textValue` when `children` is not plain text.
 * State attributes: `[data-selected]`, `[data-focused]`, `[data-focus-visible]`,
 * `[data-disabled]` (@selector on the option).
 */
export interface SelectItemProps<T extends object = object> extends Omit<ListBoxItemProps<T>, 'className'> {
  /** Extra class names. */
  className?: string;
}

/** An option of a `Select` or `ComboBox`; shows a check mark when selected. */
export function SelectItem<T extends object = object>({ className, children, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={cx(styles.listItem, className)}>
      {(renderProps) => (
        <>
          <span>{typeof children === 'function' ? children(renderProps) : children}</span>
          {renderProps.isSelected ? <CheckIcon size={18} className={styles.check} /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** `ComboBoxItem` is the same component as `SelectItem`. */
export const ComboBoxItem = SelectItem;
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
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover}>
        <ListBox
          items={items}
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.emptyState}>{emptyText}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
