import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, type ListBoxItemProps, Popover } from 'react-aria-components';
import { cx } from '../internal/cx';
import { FieldHelp, type FieldTextProps } from '../internal/Field';
import { CheckIcon } from '../internal/icons';
import * as styles from './Select.css';

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

/** An option of a `Select` or `ComboBox` (RAC `ListBoxItem`); shows a check mark when selected. */
export function ListItem<T extends object = object>({ className, children, ...props }: SelectItemProps<T>) {
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

/** Props of {@link PickerList}. */
interface PickerListProps<T extends object> extends Omit<FieldTextProps, 'label'> {
  /** Items of a dynamic collection; render each with the `children` function. */
  items?: Iterable<T> | undefined;
  /** `ListItem` elements, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Text shown in the open list when it has no option (a `ComboBox` whose filter matches nothing). */
  emptyText?: string;
}

/**
 * The part of a `Select` or `ComboBox` under its trigger: the description / error texts, then the
 * popover (at least as wide as the trigger) with the list box of options.
 */
export function PickerList<T extends object>({
  description,
  errorMessage,
  items,
  children,
  emptyText,
}: PickerListProps<T>) {
  return (
    <>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox
          items={items}
          className={styles.listBox}
          renderEmptyState={
            emptyText === undefined ? undefined : () => <div className={styles.emptyState}>{emptyText}</div>
          }
        >
          {children}
        </ListBox>
      </Popover>
    </>
  );
}
