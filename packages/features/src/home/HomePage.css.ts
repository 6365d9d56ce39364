import { sprinkles } from '@gari/ui/Box';
import { vars } from '@gari/ui/theme';
import { style } from '@vanilla-extract/css';

const column = { display: 'flex', flexDirection: 'column' } as const;
/** A rounded surface panel with the subtle border (the statistics tiles). */
const surface = style([
  sprinkles({ padding: 'lg', borderRadius: 'lg', background: 'surface' }),
  { border: `1px solid ${vars.color.borderSubtle}` },
]);
const flat = { margin: 0 } as const;

export const page = style([
  sprinkles({ ...column, gap: 'xxl', padding: 'lg', color: 'text' }),
  { width: '100%', maxWidth: vars.size.container, marginInline: 'auto', boxSizing: 'border-box' },
]);

export const hero = style([
  sprinkles({
    ...column,
    gap: 'md',
    paddingY: 'xxl',
    paddingX: 'xl',
    borderRadius: 'lg',
    background: 'surface',
  }),
  { borderInlineStart: `6px solid ${vars.color.brand}`, boxShadow: vars.shadow.sm },
]);

export const heroTitle = style({
  ...flat,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 4vw, 2.75rem)',
  lineHeight: vars.lineHeight.tight,
});

export const heroText = style([sprinkles({ fontSize: 'lg' }), { ...flat, maxWidth: vars.size.readable }]);

export const section = sprinkles({ ...column, gap: 'lg' });

export { displayTitle as sectionTitle } from '../app/atoms.css';

export const muted = style([sprinkles({ color: 'muted' }), flat]);

export const pitch = style([
  sprinkles({ ...column, gap: 'md', padding: 'xl', borderRadius: 'lg', background: 'brandSoft' }),
  { border: `1px solid ${vars.color.borderSubtle}` },
]);

export const tiles = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { ...flat, gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' },
]);

export const tile = style([
  surface,
  sprinkles({ display: 'flex', gap: 'xs' }),
  { flexDirection: 'column-reverse' },
]);

export const tileLabel = sprinkles({ color: 'muted', fontSize: 'sm' });

export const tileValue = style([sprinkles({ fontSize: 'xxl', fontWeight: 'bold' }), flat]);

export const cards = style([
  sprinkles({ display: 'grid', gap: 'md', padding: 'none' }),
  { ...flat, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' },
]);

export const cardTitle = style([sprinkles({ fontSize: 'lg' }), flat]);

export const cta = style([
  sprinkles({ ...column, gap: 'md', alignItems: 'flex-start', padding: 'xl', borderRadius: 'lg' }),
  sprinkles({ background: 'surface' }),
  { border: `2px solid ${vars.color.brand}` },
]);

export const person = sprinkles({ alignItems: 'flex-start' });

export const personRole = style([sprinkles({ color: 'muted', fontSize: 'sm' }), flat]);

export const personName = style([sprinkles({ fontWeight: 'bold' }), flat]);

export const picker = style({ maxWidth: '16rem' });

export const quote = style({ ...flat, fontStyle: 'italic' });

export const author = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { marginTop: 'auto' },
]);

export const avatar = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }),
  sprinkles({ borderRadius: 'full', background: 'brandSoft', color: 'text', fontWeight: 'bold' }),
  { width: '2.5rem', height: '2.5rem', objectFit: 'cover' },
]);

export const stars = style({ color: vars.color.warning, letterSpacing: '0.1em' });

/** The fuel card's list: one row per fuel, as tiles on wide screens. */
export const fuelList = style([
  sprinkles({ display: 'grid', gap: 'md', padding: 'none' }),
  { ...flat, listStyle: 'none', gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))' },
]);

export const fuelPrice = style([
  sprinkles({ fontSize: 'xl', fontWeight: 'bold' }),
  { fontVariantNumeric: 'tabular-nums' },
]);
