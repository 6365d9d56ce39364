import type { AnchorHTMLAttributes, ReactNode } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { useFormReady } from '../hydration/hydration';
import { type AnchorOptions, useAnchor } from '../internal/anchor';
import { cx } from '../internal/cx';
import { spinnerRing } from '../internal/spinner.css';
import * as styles from './Button.css';

/** Visual emphasis of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height of a button: `sm` 36 px, `md` 44 px (touch target), `lg` 52 px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  /**
   * Visual emphasis: `primary` (brand, one per view), `secondary` (outlined), `ghost` (no chrome),
   * `danger` (destructive).
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container (mobile forms).
   * @default false
   */
  fullWidth?: boolean;
  /** Extra class names appended to the recipe class. */
  className?: string;
}

/**
 * Props of `Button`: every react-aria-components Button prop (`onPress`, `type`, `isDisabled`,
 * `isPending`, `form`, `aria-*` …) plus the style props.
 *
 * State attributes set by RAC: `data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled`, `data-pending` (each @selector `[data-*]`).
 */
export interface ButtonProps extends Omit<RACButtonProps, 'className'>, ButtonStyleProps {}

/**
 * The Gari button (react-aria-components `Button`). While `isPending` it shows a spinner, keeps its
 * width and its accessible name (the label stays in the DOM, only made transparent), ignores
 * presses, and RAC announces the pending state to screen readers. A `type="submit"` button inside a
 * server-rendered `Form` stays disabled until that form has hydrated.
 */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  const formReady = useFormReady();
  const isDisabled = props.isDisabled || (props.type === 'submit' && !formReady);
  return (
    <RACButton
      {...props}
      isDisabled={isDisabled}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.label}>{content}</span>
          {isPending ? (
            <span className={styles.spinner} aria-hidden="true">
              <span className={spinnerRing} data-motion-essential="" />
            </span>
          ) : null}
        </>
      ))}
    </RACButton>
  );
}

/**
 * Props of `LinkButton`: `href`, `isDisabled`, `onPress` and `routerOptions` (as react-aria-components'
 * Link takes them), the native `<a>` attributes (`target`, `rel`, `download`, `aria-label` …) and the
 * style props. States: `:hover`, `:active`, `:focus-visible`, `[data-disabled]` (@selector).
 */
export interface LinkButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href' | 'onClick' | 'children'>,
    AnchorOptions,
    ButtonStyleProps {
  /** The link's label (and icon). */
  children?: ReactNode;
}

/**
 * A link that looks like a button: use it for navigation ("Add vehicle" → `/vehicles/new`). A native
 * `<a>` (`useAnchor`: no press or hover hooks to hydrate, issue #8); client-side routing works through
 * RAC `RouterProvider`.
 */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <a {...useAnchor(props)} className={cx(styles.button({ variant, size, fullWidth }), className)} />;
}
