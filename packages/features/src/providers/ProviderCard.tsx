import type { Provider } from '@gari/contract/providers';
import { Badge } from '@gari/ui/Badge';
import { LinkButton } from '@gari/ui/Button';
import { useHydrateOnViewRoot } from '@gari/ui/hydration';
import { Inline } from '@gari/ui/Inline';
import { memo } from 'react';
import { ToggleButton } from 'react-aria-components';
import { bookingHref } from '../booking/bookingQuery';
import { useT } from '../shared/locale';
import { ResponsivePicture } from '../shared/ResponsivePicture';
import { useFormat } from '../shared/useFormat';
import { Fact } from './Fact';
import { t as providersT } from './messages';
import { ProviderCover, priceLabel } from './ProviderCover';
import * as s from './providers.css';
import { TagList } from './TagList';

/** How many services a card lists before '+N more' (spec §2). */
export const CARD_SERVICES = 3;

/** How wide a card's cover is drawn (`sizes`): the whole phone width, else a grid column. */
const CARD_IMAGE_SIZES = '(max-width: 40rem) 100vw, 24rem';

/** The provider page of a provider (View Details). */
export const providerHref = (p: Pick<Provider, 'type' | 'id'>) => `/providers/${p.type}/${p.id}`;

/** Props of {@link ProviderCard}. */
export interface ProviderCardProps {
  provider: Provider;
}

/** How wide a provider's logo is drawn next to its name (px; the box is square). */
export const LOGO_SIZE = { card: 40, page: 64 } as const;

/**
 * '4.8 (214 reviews)'; in the language of `t` with the number format of `number` (issue #16:
 * `ratingText(p, useT(t), useFormat().number)` gives '4,8 (214 avis)'). English by default.
 */
export const ratingText = (
  p: Pick<Provider, 'rating' | 'reviews'>,
  t: typeof providersT = providersT,
  number: (n: number, options?: Intl.NumberFormatOptions) => string = (n, o) => n.toLocaleString('en-US', o),
) =>
  t('rating', {
    rating: number(p.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    count: p.reviews,
  });

/**
 * A provider's uploaded logo (issue #16), square at `size` px, with its alternative text ('Kigali
 * Auto Care logo'); nothing without one. @selector `[data-provider-logo]`
 */
export function ProviderLogo({
  provider: p,
  size,
}: {
  provider: Pick<Provider, 'logo' | 'name'>;
  size: number;
}) {
  const t = useT(providersT);
  if (!p.logo) return null;
  return (
    <span className={s.logo} style={{ width: size, height: size }} data-provider-logo="">
      <ResponsivePicture picture={p.logo} sizes={`${size}px`} alt={t('logoOf', { name: p.name })} />
    </span>
  );
}

/**
 * A garage or carwash card (spec §2 Garages card / Carwashes card): image (the uploaded cover as a
 * responsive AVIF/WebP `<picture>`, issue #16; a generated cover when none, {@link ProviderCover}), Open/Closed badge, the price ('From RWF 15,000', {@link priceLabel}), name, rating and review count, a 'Wave' toggle (local and purely
 * visual), description; garages: address, phone, wait time; carwashes: city and distance (km) and
 * 'From RWF …'; the first 3 services plus '+N more'; Book Service (garage) / Book Now (carwash) →
 * `/booking?type=&id=&name=&services=`, and View Details → `/providers/{type}/{id}`. Memoized: a
 * list re-rendering for another reason (the position lookup ending, a filter's draft) leaves its
 * cards alone (issue #8 Total Blocking Time).
 */
export const ProviderCard = memo(function ProviderCard({ provider: p }: ProviderCardProps) {
  const t = useT(providersT);
  const f = useFormat();
  const book = p.type === 'garage' ? t('bookService') : t('bookNow');
  const titleId = `provider-${p.type}-${p.id}`;
  const part = useHydrateOnViewRoot();
  return (
    <li className={s.card} aria-labelledby={titleId} data-provider-id={p.id} {...part}>
      <div className={s.media}>
        {p.cover ? (
          <ResponsivePicture picture={p.cover} sizes={CARD_IMAGE_SIZES} />
        ) : p.image ? (
          <img src={p.image} alt="" />
        ) : (
          <ProviderCover provider={p} />
        )}
        <div className={s.mediaBadges}>
          <Badge tone={p.isOpen ? 'success' : 'neutral'}>{p.isOpen ? t('open') : t('closed')}</Badge>
          {/* Carwash cards say 'From RWF …' in their facts (spec §2 Carwashes card). */}
          {p.type === 'garage' ? <Badge tone="info">{priceLabel(p, t, f.money)}</Badge> : null}
        </div>
      </div>
      <div className={s.cardBody}>
        <div className={s.row}>
          <Inline wrap={false}>
            <ProviderLogo provider={p} size={LOGO_SIZE.card} />
            <h3 id={titleId} className={s.cardTitle}>
              {p.name}
            </h3>
          </Inline>
          <ToggleButton className={s.wave} aria-label={t('waveAt', { name: p.name })}>
            <span aria-hidden="true">👋 </span>
            {t('wave')}
          </ToggleButton>
        </div>
        <p className={s.muted}>
          <span aria-hidden="true">★ </span>
          {ratingText(p, t, f.number)}
        </p>
        <p className={s.muted}>{p.description}</p>
        <dl className={s.facts}>
          {p.type === 'garage' ? (
            <>
              <Fact term={t('address')}>{p.address}</Fact>
              <Fact term={t('phone')}>{p.phone}</Fact>
              <Fact term={t('waitTime')}>{p.waitTime}</Fact>
            </>
          ) : (
            <>
              <Fact term={t('city')}>
                {p.city}
                {p.distance_km !== null
                  ? ` · ${f.number(p.distance_km, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`
                  : ''}
              </Fact>
              <Fact term={t('price')}>
                {p.price_from !== null ? t('from', { price: f.money(p.price_from, p.currency) }) : '—'}
              </Fact>
            </>
          )}
        </dl>
        <TagList
          label={t('services')}
          tags={p.services}
          max={CARD_SERVICES}
          moreLabel={(count) => t('more', { count })}
        />
      </div>
      <div className={s.cardActions}>
        <LinkButton
          variant="primary"
          size="sm"
          href={bookingHref(p)}
          aria-label={t('bookAt', { action: book, name: p.name })}
        >
          {book}
        </LinkButton>
        <LinkButton
          variant="secondary"
          size="sm"
          href={providerHref(p)}
          aria-label={t('viewDetailsOf', { name: p.name })}
        >
          {t('viewDetails')}
        </LinkButton>
      </div>
    </li>
  );
});
