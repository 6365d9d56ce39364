import type { Listing } from '@gari/contract/marketplace';
import { Badge } from '@gari/ui/Badge';
import { LinkButton } from '@gari/ui/Button';
import { useHydrateOnViewRoot } from '@gari/ui/hydration';
import { memo } from 'react';
import { Link } from 'react-aria-components';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { useFormat } from '../shared/useFormat';
import { ListingPrice } from './ListingPrice';
import { cardFacts, listingHref } from './listingInfo';
import { t as listingT } from './listingMessages';
import * as s from './marketplace.css';

/** Props of {@link ListingCard}. */
export interface ListingCardProps {
  listing: Listing;
  /** Called before opening the listing (seeds its detail page with this listing). */
  onOpen?: (listing: Listing) => void;
}

/**
 * A spareshop card (spec §2 Marketplace list "Cards show image, Featured badge, title, price with
 * currency, location, year, mileage, fuel and seller"; issues #10, #12): image (the thumbnail; a placeholder
 * when none), Featured and Fits-your-car badges, title (→ /marketplace/{id}), price in the listing's
 * currency (with "≈ in your currency" when foreign, `ApproxPrice`), location, for cars year, mileage (km) and fuel, for parts brand and condition, seller, and
 * Buy Now → /marketplace/{id}. A sold-out listing says so. Texts from `listingMessages.ts` (issue #16).
 * Memoized: the list re-rendering for another reason (a filter's draft, the session arriving) leaves
 * its cards alone (issue #8 Total Blocking Time).
 */
export const ListingCard = memo(function ListingCard({ listing: l, onOpen }: ListingCardProps) {
  const t = useT(listingT);
  const format = useFormat();
  const titleId = `listing-${l.id}`;
  const part = useHydrateOnViewRoot();
  const open = () => onOpen?.(l);
  return (
    <li className={ps.card} aria-labelledby={titleId} data-listing-id={l.id} {...part}>
      <div className={ps.media}>
        {l.image_url ? (
          <img src={l.images[0]?.medium_url ?? l.image_url} alt="" loading="lazy" width={400} height={225} />
        ) : (
          <span aria-hidden="true">⚙</span>
        )}
        <div className={ps.mediaBadges}>
          {l.featured ? <Badge tone="brand">{t('featured')}</Badge> : <span />}
          {l.fits ? <Badge tone="success">{t('fitsYourCar')}</Badge> : null}
        </div>
      </div>
      <div className={ps.cardBody}>
        <h3 id={titleId} className={s.cardTitle}>
          <Link href={listingHref(l.id)} className={s.titleLink} onPress={open}>
            {l.title}
          </Link>
        </h3>
        <ListingPrice listing={l} className={s.price} />
        <dl className={ps.facts}>
          {cardFacts(l, t, format.km).map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        {l.stock < 1 ? <Badge tone="warning">{t('soldOut')}</Badge> : null}
      </div>
      <div className={ps.cardActions}>
        <LinkButton
          variant="primary"
          size="sm"
          href={listingHref(l.id)}
          aria-label={t('buyNowOf', { title: l.title })}
          onPress={open}
        >
          {t('buyNow')}
        </LinkButton>
      </div>
    </li>
  );
});
