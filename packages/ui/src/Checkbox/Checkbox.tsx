import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import { CheckIcon, MinusIcon } from '../internal/icons';
import * as styles from './Checkbox.css';

/**
 * Props of `Checkbox`: every react-aria-components Checkbox prop (`isSelected`,
 * `defaultSelected`, `onChange(isSelected)`, `isIndeterminate`, `name`, `value`, `isRequired`,
 * `isInvalid`, `isDisabled` …). `children` is the visible label.
 *
 * State attributes (@selector on the root label): `[data-selected]`, `[data-indeterminate]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`, `[data-invalid]`.
 */
export interface CheckboxProps extends Omit<RACCheckboxProps, 'className'> {
  /** Extra class names on the root label. */
  className?: string;
}

/** A checkbox with its label (react-aria-components `Checkbox`); Space toggles it. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={cx(styles.checkbox, className)}>
      {(renderProps) => (
        <>
          <span className={styles.box()} aria-hidden="true">
            {renderProps.isIndeterminate ? (
              <MinusIcon size={16} strokeWidth={3} />
            ) : (
              <CheckIcon size={16} strokeWidth={3} />
            )}
          </span>
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACCheckbox>
  );
}
