import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Options of {@link squareButton}. */
export interface SquareButtonOptions {
  /** Width and height (CSS length: '36px', `vars.size.touch`). */
  size: string;
  /** Corner radius (`vars.radius.sm` for a field's button, `full` for a close button). */
  radius: string;
  /** Icon colour at rest. */
  color: string;
  /** Icon colour when hovered; unchanged when absent. */
  hoverColor?: string;
  /** Offset of the 2 px focus ring ('2px' outside, '-2px' inside a field). */
  focusOffset: string;
  /** Negative margin that lets a bigger hit area overlap the padding around it. */
  margin?: string;
  /** More state selectors (e.g. `&[data-disabled]`). */
  selectors?: StyleRule['selectors'];
}

/**
 * The style of a square icon-only button (a field's clear or stepper button, a dialog's or toast's
 * close button): the icon centred, no border and no fill until hovered (`[data-hovered]`: the muted
 * surface), a 2 px focus ring on `[data-focus-visible]`.
 */
export function squareButton(o: SquareButtonOptions): StyleRule {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: o.size,
    height: o.size,
    ...(o.margin === undefined ? {} : { margin: o.margin }),
    border: 'none',
    borderRadius: o.radius,
    background: 'transparent',
    color: o.color,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]':
        o.hoverColor === undefined
          ? { background: vars.color.surfaceMuted }
          : { background: vars.color.surfaceMuted, color: o.hoverColor },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: o.focusOffset },
      ...o.selectors,
    },
  };
}
