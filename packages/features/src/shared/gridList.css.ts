/** The list laid out as a grid of cards or photos that every catalogue page repeats (issue #7 point 5). */
import { style } from '@vanilla-extract/css';
import { plainList } from '../app/atoms.css';

/**
 * A list without bullets whose items form as many columns at least `min` wide as fit, `gap` apart
 * (a theme space). `auto-fill` (default) keeps empty tracks, so a lone item stays one column wide;
 * `auto-fit` lets the items stretch over the whole row. Call it in a `.css.ts` file.
 * @param min a CSS length, e.g. '16rem'.
 * @param gap a CSS length, e.g. `vars.space.lg`.
 */
export const gridList = (min: string, gap: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
  style([plainList, { display: 'grid', gap, gridTemplateColumns: `repeat(${repeat}, minmax(${min}, 1fr))` }]);
