import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  color: vars.color.text,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  borderInlineStart: `6px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
});

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 4vw, 2.75rem)',
  lineHeight: vars.lineHeight.tight,
});

export const heroText = style({
  margin: 0,
  maxWidth: vars.size.readable,
  fontSize: vars.fontSize.lg,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const pitch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const tileLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
});

export const person = style([
  card,
  {
    alignItems: 'flex-start',
  },
]);

export const personRole = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const personName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
});

export const picker = style({
  maxWidth: '16rem',
});

export const quote = style({
  margin: 0,
  fontStyle: 'italic',
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const avatar = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const stars = style({
  color: vars.color.warning,
  letterSpacing: '0.1em',
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
