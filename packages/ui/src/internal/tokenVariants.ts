import { vars } from '../theme/theme.css';

/**
 * Recipe variants that set one CSS `property` to each token of a theme scale, in the scale's order:
 * `tokenVariants('gap', vars.space)` is `{ xs: { gap: vars.space.xs }, sm: { gap: vars.space.sm }, …,
 * xxl: { gap: vars.space.xxl } }`; with `names` only those tokens, in that order:
 * `tokenVariants('color', vars.color, ['info', 'danger'])` is `{ info: { color: vars.color.info },
 * danger: { color: vars.color.danger } }`.
 * @param property the CSS property in camelCase, e.g. 'fontSize'
 * @param scale one kind of theme token, e.g. `vars.fontSize` (token name → CSS variable)
 * @param names the tokens that become variants. @default every token of `scale`, in its order
 * @returns one variant per token name: `{ [token]: { [property]: value } }`
 */
export function tokenVariants<P extends string, K extends string, N extends K = K>(
  property: P,
  scale: Record<K, string>,
  names?: readonly N[],
): Record<N, Record<P, string>> {
  const picked = names ?? (Object.keys(scale) as N[]);
  return Object.fromEntries(picked.map((name) => [name, { [property]: scale[name] }])) as Record<
    N,
    Record<P, string>
  >;
}

/** The theme's colour roles that have a soft (tinted background) companion `<tone>Soft`. */
export type SoftTone = 'brand' | 'success' | 'warning' | 'danger' | 'info';

/**
 * Recipe variants for tinted surfaces: per tone its soft colour as `background` and its solid colour
 * as `property`, in the order given: `softToneVariants('color', ['info'])` is `{ info: { background:
 * vars.color.infoSoft, color: vars.color.info } }` (the solid colour reads ≥ 4.5:1 on the soft one).
 * @param property the CSS property that takes the solid colour, e.g. 'color' or 'borderColor'
 * @param tones the tones that become variants, in this order
 * @returns one variant per tone: `{ [tone]: { background, [property] } }`
 */
export function softToneVariants<P extends string, T extends SoftTone>(
  property: P,
  tones: readonly T[],
): Record<T, Record<'background' | P, string>> {
  return Object.fromEntries(
    tones.map((tone) => [tone, { background: vars.color[`${tone}Soft`], [property]: vars.color[tone] }]),
  ) as Record<T, Record<'background' | P, string>>;
}
