/**
 * Recipe variants that set one CSS `property` to each token of a theme scale, in the scale's order:
 * `tokenVariants('gap', vars.space)` is `{ xs: { gap: vars.space.xs }, sm: { gap: vars.space.sm }, …,
 * xxl: { gap: vars.space.xxl } }`.
 * @param property the CSS property in camelCase, e.g. 'fontSize'
 * @param scale one kind of theme token, e.g. `vars.fontSize` (token name → CSS variable)
 * @returns one variant per token name: `{ [token]: { [property]: value } }`
 */
export function tokenVariants<P extends string, K extends string>(
  property: P,
  scale: Record<K, string>,
): Record<K, Record<P, string>> {
  return Object.fromEntries(
    Object.entries(scale).map(([name, value]) => [name, { [property]: value }]),
  ) as Record<K, Record<P, string>>;
}
