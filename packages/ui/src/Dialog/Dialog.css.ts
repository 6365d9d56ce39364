import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { squareButton } from '../internal/squareButton';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

const wide = 'screen and (min-width: 640px)';

/** Backdrop. `[data-entering]` / `[data-exiting]` animate it (@selector). */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.overlay,
    overflowY: 'auto',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ease-out` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ease-in` },
    },
  },
  variants: {
    placement: {
      center: { alignItems: 'center' },
      sheet: {
        alignItems: 'flex-end',
        padding: 0,
        '@media': { [wide]: { alignItems: 'center', padding: vars.space.lg } },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

/** The modal box. Sheet placement docks it to the bottom on small screens. */
export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    outline: 'none',
    selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ease-out` } },
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
    },
    placement: {
      center: {},
      sheet: {
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
        maxHeight: '90dvh',
        paddingBottom: 'env(safe-area-inset-bottom)',
        selectors: { '&[data-entering]': { animation: `${slideUp} ${vars.motion.normal} ease-out` } },
        '@media': { [wide]: { borderRadius: vars.radius.lg } },
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const closeButton = style(
  squareButton({
    size: vars.size.touch,
    margin: `calc(-1 * ${vars.space.sm})`,
    radius: vars.radius.full,
    color: vars.color.textMuted,
    hoverColor: vars.color.text,
    focusOffset: '2px',
  }),
);

/** Buttons row: stacked full-width on small screens, right-aligned on wide ones. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': { [wide]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
