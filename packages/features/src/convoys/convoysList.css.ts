/** Styles of the convoy list /communities (issue #12), over the theme tokens; the providers' look is reused. */
import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { threeLineExcerpt } from '../app/atoms.css';
import { sideBySide } from '../app/page.css';

/** Shared atoms of feature views (`app/atoms.css.ts`). */
export { note, plainList } from '../app/atoms.css';

/** The list beside the side column (feed preview, trending) from desktop up; stacked below. */
export const layout = sideBySide('minmax(0, 1fr) 20rem', 'minmax(0, 1fr)');

export const more = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'md' });

/** A panel of the side column. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });
/** The look of a titled section here (`TitledSection`): a panel of the side column. */
export const titledPanel = { section: panel, title: panelTitle };

export const excerpt = style([threeLineExcerpt, { fontSize: vars.fontSize.sm }]);

export const tag = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const description = style({ margin: 0, overflowWrap: 'anywhere' });
