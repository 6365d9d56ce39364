import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

/** Centred column of the account screens. */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  width: '100%',
});

/** The card holding one account form. */
export const card = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const footer = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Big status icon of the result screens (sent, verified). */
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
});

export const statusSuccess = style({ background: vars.color.successSoft, color: vars.color.success });
export const statusDanger = style({ background: vars.color.dangerSoft, color: vars.color.danger });

export const emphasis = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  wordBreak: 'break-all',
});

/** The unverified-email banner under the top bar. */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.sm,
});
