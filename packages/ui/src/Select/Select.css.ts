import { style } from '@vanilla-extract/css';
import { disabledControl, focusedControl, input, invalidControl } from '../internal/field.css';
import { vars } from '../theme/theme.css';

export {
  check,
  emptyState,
  field,
  group,
  groupInput,
  iconButton,
  listBox,
  listItem,
  popover,
} from '../internal/field.css';

/**
 * The Select trigger looks like an input. States (@selector on the trigger button):
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`; the root has
 * `[data-open]`, `[data-invalid]`, `[data-required]`.
 */
export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': focusedControl,
      '[data-invalid] > &': invalidControl,
      '&[data-disabled]': disabledControl,
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
