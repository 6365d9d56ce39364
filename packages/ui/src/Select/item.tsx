import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { cx } from '../internal/cx';
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
