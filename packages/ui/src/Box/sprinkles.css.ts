import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

const { space } = vars;
const spaceScale = { none: '0', ...space };

/**
 * Layout props that can change per breakpoint: a value, or `{ mobile, tablet, desktop }`
 * (mobile first; see `breakpoints`): `display`, `flexDirection`, `gap`.
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    gap: spaceScale,
  },
});

/**
 * Props with one value at every width: spacing, alignment, colours, radii, type. (Kept
 * non-responsive on purpose: each responsive prop triples its classes and the runtime map every
 * page ships.)
 */
const tokens = defineProperties({
  properties: {
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    paddingTop: spaceScale,
    paddingBottom: spaceScale,
    paddingLeft: spaceScale,
    paddingRight: spaceScale,
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brand,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    background: {
      bg: vars.color.bg,
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      brandSoft: vars.color.brandSoft,
    },
    borderRadius: vars.radius,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    textAlign: ['start', 'center', 'end'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/**
 * Atomic classes over the theme tokens (`@vanilla-extract/sprinkles`): `sprinkles({ display: 'flex',
 * gap: 'md', padding: { mobile: 'md', desktop: 'xl' }, color: 'muted' })` returns class names. Space
 * values are the `vars.space` names (`xs` 4 px … `xxl` 40 px) or `none`.
 */
export const sprinkles = createSprinkles(responsive, tokens);

/** Props accepted by {@link sprinkles} (and by `Box`). */
export type Sprinkles = Parameters<typeof sprinkles>[0];
