import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';
import { narrowPage, note, pageTitle, sectionTitle } from '../app/atoms.css';

export const page = narrowPage('48rem', vars.space.xxl);

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const code = style({
  fontSize: '5rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.brand,
});

export { pageTitle as title, sectionTitle as h2 };

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export { note as muted };

export const prose = style({ maxWidth: vars.size.readable });

export { bulletList as list } from '../app/atoms.css';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const faq = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const faqQuestion = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
