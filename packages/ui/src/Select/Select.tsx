import {
  Children,
  isValidElement,
  type Key,
  type ReactElement,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useState,
} from 'react';
import { whenNeeded } from '../hydration/later';
import { cx } from '../internal/cx';
import { description as descriptionClass, label as labelClass } from '../internal/field.css';
import { ChevronDownIcon } from '../internal/icons';
import type { SelectItemProps } from './item';
import * as styles from './Select.css';
import type { SelectProps } from './SelectField';

export type { SelectProps } from './SelectField';

/**
 * `Select` is react-aria's Select, list box and popover: ~30 kB gzip that most pages only need once
 * the user opens a picker (issue #8 point 3). This module is light: until `./SelectField` has loaded
 * (at the visitor's first interaction with the page, see `whenNeeded`; at once
 * on hover, focus or press) a `Select`
 * renders a look-alike trigger with the same label, value and accessible name; pressing it opens the
 * real list box as soon as it is there, with focus on the trigger.
 */
let field: typeof import('./SelectField') | undefined;
let loading: Promise<typeof import('./SelectField')> | undefined;
/** Loads (once) the react-aria part of `Select`. Resolves when it is ready. */
export function preloadSelect(): Promise<typeof import('./SelectField')> {
  loading ??= import('./SelectField').then((m) => {
    field = m;
    return m;
  });
  return loading;
}

/** Plain text of an item element (`textValue`, else string children). */
function textOf(element: unknown): string | undefined {
  if (!isValidElement(element)) return undefined;
  const props = element.props as { textValue?: string; children?: unknown };
  if (typeof props.textValue === 'string') return props.textValue;
  return typeof props.children === 'string' ? props.children : undefined;
}

/** Text of the item with key `key`, from `items` + the render function, or the static children. */
function selectedText<T extends object>(
  key: Key | null | undefined,
  items: Iterable<T> | undefined,
  children: SelectProps<T>['children'],
): string | undefined {
  if (key == null) return undefined;
  if (typeof children === 'function') {
    for (const item of items ?? []) {
      const element = (children as (item: T) => ReactNode)(item) as ReactElement<{ id?: Key }>;
      const id = isValidElement(element) ? (element.props.id ?? (item as { id?: Key }).id) : undefined;
      if (id === key) return textOf(element);
    }
    return undefined;
  }
  const match = Children.toArray(children).find(
    (child) => isValidElement<{ id?: Key }>(child) && child.props.id === key,
  );
  return textOf(match);
}

/**
 * A labelled single-choice picker (react-aria-components `Select`): a button that opens a list box
 * in a popover. Keyboard: Enter/Space/↓ open, type-ahead, ↑/↓ move, Enter selects, Esc closes.
 * With `name` it submits the selected key in forms (hidden native select). The react-aria part loads
 * after the first paint (see `preloadSelect`); meanwhile a look-alike trigger shows the same label and
 * value, and pressing it (or ↓/↑ on it) opens the list as soon as it has loaded.
 */
export function Select<T extends object>(props: SelectProps<T>) {
  const [requested, setRequested] = useState(false);
  // The server and the hydrating browser both render the look-alike (no Suspense boundary waiting
  // for a chunk during hydration: an early update would make React drop the server's HTML and render
  // the picker again in one long task). A picker mounted after the field has loaded renders it at once.
  const [Field, setField] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : (field?.SelectField as typeof import('./SelectField').SelectField | undefined),
  );
  useEffect(() => {
    if (Field) return;
    let live = true;
    const show = (m: typeof import('./SelectField')) => {
      if (live) startTransition(() => setField(() => m.SelectField));
    };
    if (requested) {
      void preloadSelect().then(show);
      return () => {
        live = false;
      };
    }
    const cancel = whenNeeded(() => void preloadSelect().then(show));
    return () => {
      live = false;
      cancel();
    };
  }, [Field, requested]);
  if (Field) {
    return (
      <Field
        {...(props as unknown as SelectProps<object>)}
        {...(requested ? { defaultOpen: true, autoFocus: true } : {})}
      />
    );
  }
  return <SelectPlaceholder {...props} onRequest={() => setRequested(true)} />;
}

/** The look-alike trigger shown while the react-aria part of `Select` loads. */
function SelectPlaceholder<T extends object>({
  label,
  description,
  className,
  items,
  children,
  placeholder,
  isDisabled,
  selectedKey,
  defaultSelectedKey,
  value,
  defaultValue,
  'aria-label': ariaLabel,
  onRequest,
}: SelectProps<T> & { onRequest: () => void }) {
  const id = useId();
  const key = (selectedKey ?? value ?? defaultSelectedKey ?? defaultValue) as Key | null | undefined;
  const text = selectedText(key, items, children);
  const warm = () => void preloadSelect();
  return (
    <div className={cx(styles.field, className)} data-disabled={isDisabled || undefined} data-standin="">
      {label == null ? null : (
        <span id={`${id}-label`} className={labelClass}>
          {label}
        </span>
      )}
      <button
        type="button"
        className={styles.trigger}
        disabled={isDisabled}
        aria-haspopup="listbox"
        aria-expanded="false"
        id={`${id}-trigger`}
        aria-label={label == null ? ariaLabel : undefined}
        aria-labelledby={label == null ? `${id}-value ${id}-trigger` : `${id}-value ${id}-label`}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          warm();
          onRequest();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          warm();
          onRequest();
        }}
      >
        <span id={`${id}-value`} className={styles.value} data-placeholder={text == null || undefined}>
          {text ?? placeholder ?? 'Select an item'}
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {description == null ? null : <span className={descriptionClass}>{description}</span>}
    </div>
  );
}

/**
 * An option of a `Select` or `ComboBox` (react-aria-components `ListBoxItem`); shows a check mark
 * when selected. Give `id` (the key reported by `onSelectionChange`) and `textValue` when
 * `children` is not plain text. Only rendered inside a `Select`, i.e. once its react-aria part has
 * loaded.
 */
export function SelectItem<T extends object = object>(props: SelectItemProps<T>) {
  if (!field) return null;
  return <field.ListItem {...props} />;
}

export type { SelectItemProps } from './item';
