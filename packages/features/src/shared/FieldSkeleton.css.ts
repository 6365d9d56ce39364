import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** One field's look-alike: a label line above a control, spaced as `@gari/ui`'s fields. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The label line: the height of a small, normal-leading line of text. */
export const label = `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`;

/** The control: the height of an input or a Select trigger (the touch size). */
export const control = vars.size.touch;
