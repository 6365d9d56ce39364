/** Styles of the report's repair loop (issue #13): the garage choice. */
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** One offered garage: a bordered row with its name, facts, Book here and its next free slots. */
export const garageOption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  listStyle: 'none',
});
