import type { Listing } from '@gari/contract/marketplace';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { Inline } from '@gari/ui/Inline';
import { useState } from 'react';
import { useHydrated } from '../app';
import { CartNotice } from '../cart/CartNotice';
import { type CartApi, useCart } from '../cart/useCart';
import { checkoutHref } from '../checkout/checkoutQuery';
import * as ps from '../providers/providers.css';
import { ColumnTable } from '../shared/ColumnTable';
import { DetailGate } from '../shared/DetailGate';
import { useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import { useFormat } from '../shared/useFormat';
import { t as categoryT } from './categoryMessages';
import { ListingPrice } from './ListingPrice';
import { fitmentText, fitsText, fittingCar, listingHref, sellerKind, whatsappHref } from './listingInfo';
import { FEATURE_KEYS, t as listingT } from './listingMessages';
import * as s from './marketplace.css';
import { useListing, useListingId, useMemberCars } from './useMarketplace';

/** English texts of the detail page (spec §2 Listing detail; §8 page texts), as the stories assert them. */
export const LISTING_TEXTS = listingT.catalog.en;

/** A listing's category as shown: the tab's label for part categories, 'Car for sale', 'Fuel'. */
function useCategoryLabel(): (category: Listing['category']) => string {
  const t = useT(categoryT);
  return (c) => t(`cat_${c}`);
}

function Gallery({ listing }: { listing: Listing }) {
  const t = useT(listingT);
  const [index, setIndex] = useState(0);
  const images = listing.images;
  const src = images[index]?.url ?? listing.image_url;
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      {src ? (
        <img className={s.mainImage} src={src} alt={listing.title} />
      ) : (
        <div className={s.mainImage} role="img" aria-label={t('noPhoto')} />
      )}
      {images.length > 1 ? (
        <Inline as="ul" gap="sm" align="stretch" aria-label={t('photos')}>
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={s.thumbButton}
                aria-current={i === index}
                aria-label={t('showPhoto', { index: i + 1, count: images.length })}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumb_url} alt="" />
              </button>
            </li>
          ))}
        </Inline>
      ) : null}
    </Box>
  );
}

function BuyBox({ listing: l, cart }: { listing: Listing; cart: CartApi }) {
  const t = useT(listingT);
  const hydrated = useHydrated();
  const { member, cars } = useMemberCars();
  const fits = l.kind === 'part' ? fittingCar(l, cars) : null;
  const url = `${hydrated ? window.location.origin : ''}${listingHref(l.id)}`;
  const whatsapp = whatsappHref(l, url, t);
  const inCart = cart.quantityOf(l.id);
  const soldOut = cart.maxOf(l) === 0;
  const adding = cart.pending?.listing_id === l.id;
  return (
    <div className={s.section}>
      <h1 id="listing-title" className={s.detailTitle}>
        {l.title}
      </h1>
      <Box display="flex" flexWrap="wrap" gap="xs">
        {l.featured ? <Badge tone="brand">{t('featured')}</Badge> : null}
        <Badge tone="info">{t(`cond_${l.condition}`)}</Badge>
        {l.features.map((f) => (
          <Badge key={f}>{t(FEATURE_KEYS[f])}</Badge>
        ))}
      </Box>
      <ListingPrice listing={l} className={s.bigPrice} />
      <p className={s.note}>
        {l.location} · {soldOut ? t('soldOut') : t('inStock', { count: l.stock })}
      </p>
      {fits ? (
        <Alert tone="success" live={false} data-testid="fits-notice">
          {fitsText(fits, t)}
        </Alert>
      ) : member && cars.length > 0 && l.kind === 'part' ? (
        <p className={s.note}>{t('noFit')}</p>
      ) : null}
      <CartNotice cart={cart} />
      <Box display="flex" flexDirection="column" gap="sm">
        <Button
          variant="primary"
          fullWidth
          isDisabled={soldOut || !cart.canChange}
          isPending={adding}
          onPress={() => cart.add(l)}
        >
          {t('addToCart')}
        </Button>
        {inCart > 0 ? (
          <LinkButton variant="ghost" size="sm" href="/cart">
            {t('inCart', { count: inCart })}
          </LinkButton>
        ) : null}
        <LinkButton variant="secondary" fullWidth href={checkoutHref({ itemId: l.id })} isDisabled={soldOut}>
          {t('checkout')}
        </LinkButton>
        {whatsapp ? (
          <LinkButton variant="secondary" fullWidth href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t('whatsapp')}
          </LinkButton>
        ) : l.seller.phone ? (
          <LinkButton variant="secondary" fullWidth href={`tel:${l.seller.phone.replace(/[^\d+]/g, '')}`}>
            {t('contactSeller')}
          </LinkButton>
        ) : (
          <>
            <Button variant="secondary" fullWidth isDisabled aria-describedby="no-phone">
              {t('contactSeller')}
            </Button>
            <p id="no-phone" className={s.note}>
              {t('noPhone')}
            </p>
          </>
        )}
        {l.buy_url ? (
          <LinkButton variant="ghost" fullWidth href={l.buy_url} target="_blank" rel="noopener noreferrer">
            {t('buyOnSite')}
          </LinkButton>
        ) : null}
      </Box>
    </div>
  );
}

/** Props of {@link ListingView}. */
export interface ListingViewProps {
  listing: Listing;
  cart: CartApi;
}

/**
 * A listing (spec §2 Listing detail; §3 Listing; issue #10): the photo gallery, title, badges
 * (Featured, condition, features), price in the listing's currency (with "≈ in your currency" when foreign), location and stock, "Fits your
 * 2015 Toyota RAV4" when one of the member's cars is in the fitment, Add to cart (bounded by the
 * stock), Proceed to Checkout (→ /checkout?item_id=), Contact on WhatsApp (wa.me with the title and
 * the listing's URL) or Contact Seller (phone), Buy on Seller Site (`buy_url`, new tab); the
 * description, car facts (make and model, year, mileage in km, fuel, transmission), the fitment table, OEM numbers and the
 * seller.
 */
export function ListingView({ listing: l, cart }: ListingViewProps) {
  const t = useT(listingT);
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const facts =
    l.kind === 'car'
      ? [
          [t('makeAndModel'), [l.make, l.model].filter(Boolean).join(' ') || '—'],
          [t('year'), l.year === null ? '—' : String(l.year)],
          [t('mileage'), format.km(l.mileage)],
          [t('fuel'), l.fuel ?? '—'],
          [t('transmission'), l.transmission ?? '—'],
        ]
      : [
          [t('brand'), l.brand ?? '—'],
          [t('category'), categoryLabel(l.category)],
          [t('condition'), t(`cond_${l.condition}`)],
        ];
  return (
    <div className={s.detail}>
      <Box display="flex" flexDirection="column" gap="sm">
        <Gallery listing={l} />
        <TitledSection
          look={s.titledSection}
          titleId="listing-about"
          title={l.kind === 'car' ? t('aboutCar') : t('aboutPart')}
        >
          {l.description ? <p className={s.description}>{l.description}</p> : null}
          <dl className={ps.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {l.oem_numbers.length > 0 ? (
              <div>
                <dt>{t('oemNumbers')}</dt>
                <dd>{l.oem_numbers.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </TitledSection>
        {l.fitment.length > 0 ? (
          <TitledSection look={s.titledSection} titleId="listing-fitment" title={t('fitsTheseCars')}>
            <ColumnTable
              className={ps.table}
              caption={<caption className={s.note}>{t('fitmentCaption')}</caption>}
              columns={[t('make'), t('model'), t('years')]}
              rows={l.fitment}
              rowKey={fitmentText}
              cells={(row) => [
                row.make,
                row.model ?? t('allModels'),
                row.year_from === row.year_to ? row.year_from : `${row.year_from}–${row.year_to}`,
              ]}
            />
          </TitledSection>
        ) : null}
      </Box>
      <Box display="flex" flexDirection="column" gap="sm">
        <BuyBox listing={l} cart={cart} />
        <TitledSection look={s.titledSection} titleId="listing-seller" title={t('seller')}>
          <p>
            <strong>{l.seller.name}</strong>
          </p>
          <p className={s.note}>
            {sellerKind(l.seller.type, t)} · {l.seller.city}, {l.seller.country}
          </p>
          {l.seller.phone ? <p className={s.note}>{l.seller.phone}</p> : null}
        </TitledSection>
      </Box>
    </div>
  );
}

/**
 * /marketplace/:id (spec §2 Listing detail; issue #10 "works from a shared link or a reload"): the
 * listing from GET /marketplace/listings/{id} (or the card that opened it), see {@link ListingView},
 * with the back link to /marketplace. The document title is the listing's title. A missing, draft or
 * unknown id → 'Listing not found' (a full page load answers HTTP 404); other failures 'Failed to
 * load' with Try again. `data-state`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function ListingPage() {
  // The cart starts with the page, not with the ready view: Add to cart is ready when the listing shows.
  const cart = useCart();
  const id = useListingId();
  const q = useListing(id);
  return (
    <DetailGate name="listing" catalog={listingT} query={q} missing={id === null} titleOf={(l) => l.title}>
      {(listing) => <ListingView listing={listing} cart={cart} />}
    </DetailGate>
  );
}
