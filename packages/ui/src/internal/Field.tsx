import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './field.css';

/** Error text of a field: a fixed string, or computed from RAC's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Props shared by every labelled field of `@gari/ui`. */
export interface FieldTextProps {
  /** Visible label; also the accessible name of the control. */
  label?: ReactNode;
  /** Help text under the control (linked with `aria-describedby`). */
  description?: ReactNode;
  /**
   * Error shown when the field is invalid (`isInvalid`, a failed `validate`, native constraints, or
   * a `validationErrors` entry of the surrounding `Form`). Without it, the browser's or the Form's
   * message is shown.
   */
  errorMessage?: FieldErrorMessage;
}

/** Visible label of a RAC field (inside the RAC field component); nothing when empty. */
export function FieldLabel({ children }: { children?: ReactNode }) {
  return children == null ? null : <Label className={styles.label}>{children}</Label>;
}

/** Help text of a RAC field (`slot="description"`, linked by `aria-describedby`); nothing when empty. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  return children == null ? null : (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * RAC `FieldError`: renders only while the field is invalid; shows `children` (string or function
 * of the validation result) or else the native / Form-provided message.
 */
export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}

/** What goes under a field's control: its help text, then its error text (each only when there is one). */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
