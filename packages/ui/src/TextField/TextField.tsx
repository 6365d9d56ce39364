import {
  Group,
  Input,
  Button as RACButton,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useReplayEditsBeforeHydration } from '../hydration/hydration';
import { cx } from '../internal/cx';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../internal/Field';
import { CloseIcon, SearchIcon } from '../internal/icons';
import * as styles from './TextField.css';

/**
 * Props of `TextField`: every react-aria-components TextField prop (`value`, `defaultValue`,
 * `onChange`, `type` incl. `password`/`email`/`tel`/`url`, `name`, `isRequired`, `isInvalid`,
 * `isDisabled`, `isReadOnly`, `validate`, `minLength`, `maxLength`, `autoComplete`, `autoFocus` …)
 * plus label/description/error texts.
 *
 * State attributes on the root (@selector `[data-invalid]`, `[data-disabled]`, `[data-readonly]`,
 * `[data-required]`) and on the input (`[data-focused]`, `[data-hovered]`, `[data-invalid]`).
 */
export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'>, FieldTextProps {
  /** Placeholder text (use a `description` for instructions; placeholders are not labels). */
  placeholder?: string;
  /**
   * Render a multi-line `<textarea>` instead of an `<input>`.
   * @default false
   */
  multiline?: boolean;
  /**
   * Visible rows of the textarea when `multiline`.
   * @default 4
   */
  rows?: number;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * The root props of a text or search field: the caller's other `props` with the field class before
 * its `className`, and the ref through which text typed into the server-rendered input before
 * hydration reaches `onChange` once the page hydrates.
 */
function useFieldRoot<P extends { className?: string | undefined }>({ className, ...props }: P) {
  const ref = useReplayEditsBeforeHydration<HTMLDivElement>();
  return { ...props, ref, className: cx(styles.field, className) };
}

/**
 * Labelled text input (react-aria-components `TextField` + `Input`/`TextArea`), with description
 * and `FieldError`: the error shows when `isInvalid` is set, a `validate` function fails, native
 * constraints fail on submit, or the enclosing `Form` has `validationErrors[name]`. Text typed into
 * the server-rendered input before hydration reaches `onChange` once the page hydrates.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...useFieldRoot(props)}>
      <FieldLabel>{label}</FieldLabel>
      {multiline ? (
        <RACTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/** Props of `TextArea`: `TextField` props without `multiline`. */
export type TextAreaProps = Omit<TextFieldProps, 'multiline'>;

/** A multi-line `TextField` (notes, descriptions). */
export function TextArea(props: TextAreaProps) {
  return <TextField {...props} multiline />;
}

/**
 * Props of `SearchField`: every react-aria-components SearchField prop (`value`, `onChange`,
 * `onSubmit` (Enter), `onClear` (Escape or the clear button) …) plus texts. Give a `label`, or an
 * `aria-label` when the context makes a visible label redundant.
 * State attributes: `[data-empty]`, `[data-disabled]`, `[data-invalid]` (@selector on the root).
 */
export interface SearchFieldProps
  extends Omit<RACSearchFieldProps, 'className' | 'children'>,
    FieldTextProps {
  /** Placeholder text. */
  placeholder?: string;
  /**
   * Accessible label of the clear button.
   * @default 'Clear search'
   */
  clearLabel?: string;
  /** Extra class names on the root. */
  className?: string;
}

/**
 * Search input with a search icon and a clear button (react-aria-components `SearchField`). Text
 * typed into the server-rendered input before hydration reaches `onChange` once the page hydrates.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...useFieldRoot(props)}>
      {({ isEmpty }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <Group className={styles.group}>
            <SearchIcon size={18} />
            <Input className={styles.groupInput} placeholder={placeholder} />
            {isEmpty ? null : (
              <RACButton className={styles.iconButton} aria-label={clearLabel}>
                <CloseIcon size={18} />
              </RACButton>
            )}
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACSearchField>
  );
}
