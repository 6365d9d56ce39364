import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

export { note as footer } from '../app/atoms.css';

/** The card holding one account form. */
export const card = style({ width: '100%', maxWidth: '28rem' });

/** Big status icon of the result screens (sent, verified, failed): `data-tone` picks the colours. */
export const statusIcon = style({
  alignSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xl,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-tone="danger"]': { background: vars.color.dangerSoft, color: vars.color.danger },
  },
});

export const emphasis = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  wordBreak: 'break-all',
});

/** The unverified-email banner under the top bar. */
export const banner = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.warningSoft,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.sm,
});
