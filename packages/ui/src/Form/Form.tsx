import type { HTMLAttributes, ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { FormReadyContext, useHydrated, useReplayEditsBeforeHydration } from '../hydration/hydration';
import { cx } from '../internal/cx';
import * as styles from './Form.css';

/**
 * Props of `Form`: every react-aria-components Form prop — `onSubmit`, `action`,
 * `validationErrors` (server errors by field `name`, e.g. the API's `errors` object; shown by each
 * field's FieldError and cleared when the field changes), `validationBehavior` (@default 'native':
 * the browser blocks submit on invalid fields and RAC shows the messages) …
 */
export interface FormProps extends Omit<RACFormProps, 'className'> {
  /**
   * Space between fields.
   * @default 'lg'
   */
  gap?: 'sm' | 'md' | 'lg' | 'xl';
  /** Extra class names. */
  className?: string;
}

/**
 * A form (react-aria-components `Form`) laid out as a column of fields.
 *
 * Server-rendered pages: until the form has hydrated its submit buttons are disabled (the browser's
 * own submission would reload the page and put the fields, a password too, in the URL), and what the
 * visitor typed or ticked before hydration is handed to the fields' `onChange` once it has, so a fast
 * typist on a slow phone loses nothing.
 *
 * @selector `[data-ready]` once the form can be submitted (hydrated).
 */
export function Form({ gap, className, ...props }: FormProps) {
  const ready = useHydrated();
  const ref = useReplayEditsBeforeHydration<HTMLFormElement>();
  return (
    <FormReadyContext.Provider value={ready}>
      <RACForm
        {...props}
        ref={ref}
        data-ready={ready || undefined}
        className={cx(styles.form({ gap }), className)}
      />
    </FormReadyContext.Provider>
  );
}

/** Props of `FormActions`; other `<div>` attributes pass through. */
export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Where the buttons sit from 480 px up.
   * @default 'end'
   */
  align?: 'start' | 'end' | 'between';
  /** Buttons, secondary first and the primary (submit) last. */
  children?: ReactNode;
}

/**
 * The button row at the end of a form. Put the primary (submit) button last: from 480 px the row
 * follows the source (Cancel, Save — the Tab order), and on phones the buttons stack full width
 * with the primary on top.
 */
export function FormActions({ align, className, ...props }: FormActionsProps) {
  return <div {...props} className={cx(styles.actions({ align }), className)} />;
}
