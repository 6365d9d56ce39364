import type { Provider } from '@gari/contract/providers';
import { formatMoney } from '@gari/ui/format';
import { t as providersT } from './messages';

/** Deep brand colours a cover is painted in (white text on each passes WCAG AA). */
const COVER_COLOURS = [
  '#9a3412',
  '#1e3a8a',
  '#065f46',
  '#7c2d12',
  '#4c1d95',
  '#0f766e',
  '#9f1239',
  '#334155',
];

/** A stable small hash of `text` (FNV-1a, 32 bits): the same provider always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The initials of a provider's name: the first letters of its first two words ('Kigali Auto Care' → 'KA'). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (w[0] ?? '').toUpperCase())
    .join('');
}

/** The colour of a provider's cover, picked from {@link COVER_COLOURS} by its slug. */
export const coverColour = (p: Pick<Provider, 'slug'>) =>
  COVER_COLOURS[hash(p.slug) % COVER_COLOURS.length] as string;

/** A wrench (garages) and a drop (carwashes), on a 24 × 24 grid. */
const ICONS = {
  garage:
    'M22.7 19.3 13.6 10.2c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6.3 6.3 9 2 4.7C.8 7.1 1.3 10.1 3.3 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2-2c.4-.4.4-1 0-1.4z',
  carwash: 'M12 2.7C8.6 7 6 10.3 6 14a6 6 0 0 0 12 0c0-3.7-2.6-7-6-11.3z',
} as const;

/**
 * The cover of a garage or carwash that has no photo (issue #16 "seeded providers get generated,
 * tasteful SVG covers (brand colour, initials, a service icon) instead of emoji"): an inline SVG,
 * 16:9, in a colour picked by the provider's slug, with its initials and a wrench or a drop. It fills
 * its box (`object-fit: cover` behaviour), so nothing shifts; decorative (`aria-hidden`): the name is
 * the card's heading.
 */
export function ProviderCover({ provider: p }: { provider: Pick<Provider, 'slug' | 'name' | 'type'> }) {
  const colour = coverColour(p);
  return (
    <svg
      viewBox="0 0 320 180"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-provider-cover=""
    >
      <rect width="320" height="180" fill={colour} />
      <circle cx="290" cy="-10" r="120" fill="#fff" opacity="0.08" />
      <circle cx="20" cy="200" r="90" fill="#000" opacity="0.12" />
      <text
        x="160"
        y="104"
        textAnchor="middle"
        fill="#fff"
        fontSize="56"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        letterSpacing="4"
      >
        {initialsOf(p.name)}
      </text>
      <g transform="translate(268 128) scale(1.5)" fill="#fff" opacity="0.85">
        <path d={ICONS[p.type]} />
      </g>
    </svg>
  );
}

/** The catalog key of each price level, for a provider that lists no service prices. */
const PRICE_LEVELS = { $: 'level_budget', $$: 'level_mid', $$$: 'level_premium' } as const;

/**
 * What a provider costs, in money not symbols (issue #16 "price levels are shown as RWF ranges"):
 * 'From RWF 15,000' from its cheapest service (`price_from`, in its `currency`), else the level in
 * words ('Budget', 'Mid-range', 'Premium') from the §3 `pricing` '$'…'$$$'. In the language of `t`
 * with the money of `money` (issue #16: `priceLabel(p, useT(t), useFormat().money)` gives
 * 'À partir de 15 000 RWF'); English by default.
 */
export function priceLabel(
  p: Pick<Provider, 'price_from' | 'currency' | 'pricing'>,
  t: typeof providersT = providersT,
  money: (amount: number, currency: string) => string = (amount, currency) => formatMoney(amount, currency),
): string {
  if (p.price_from !== null) return t('from', { price: money(p.price_from, p.currency) });
  const level = PRICE_LEVELS[p.pricing as keyof typeof PRICE_LEVELS];
  return level ? t(level) : p.pricing;
}
