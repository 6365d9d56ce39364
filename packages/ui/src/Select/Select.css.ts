import { style } from '@vanilla-extract/css';
import { input } from '../internal/field.css';
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
      '&[data-focus-visible]': {
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 1px ${vars.color.focus}`,
      },
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
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
