import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * A spinning ring drawn with borders in `currentColor`; size it with `width`/`height` (default 1em).
 * Mark the element `data-motion-essential`: under reduced motion it turns slowly instead of stopping.
 */
export const spinnerRing = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});
