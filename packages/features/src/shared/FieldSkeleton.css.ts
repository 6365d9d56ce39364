import { vars } from '@gari/ui/theme';

/** The label line: the height of a small, normal-leading line of text. */
export const label = `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`;

/** The control: the height of an input or a Select trigger (the touch size). */
export const control = vars.size.touch;
