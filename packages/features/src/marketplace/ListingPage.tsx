import type { Listing } from '@gari/contract/marketplace';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Button, LinkButton } from '@gari/ui/Button';
import { formatKm, formatMoney } from '@gari/ui/format';
import { useState } from 'react';
import { useHydrated } from '../app';
import { CartNotice } from '../cart/CartNotice';
import { type CartApi, useCart } from '../cart/useCart';
import { checkoutHref } from '../checkout/checkoutQuery';
import * as ps from '../providers/providers.css';
import { ApproxPrice } from '../shared/ApproxPrice';
import { DetailGate } from '../shared/DetailGate';
import { fitmentText, fitsText, fittingCar, listingHref, sellerKind, whatsappHref } from './listingInfo';
import * as s from './marketplace.css';
import { useListing, useListingId, useMemberCars } from './useMarketplace';

/** Texts of the detail page (spec §2 Listing detail; §8 page texts). */
export const LISTING_TEXTS = {
  back: '← Back to Spareshop',
  notFound: 'Listing not found',
  notFoundText: 'This listing was removed, sold or never existed.',
  failed: 'Failed to load',
  addToCart: 'Add to cart',
  checkout: 'Proceed to Checkout',
  whatsapp: 'Contact on WhatsApp',
  contactSeller: 'Contact Seller',
  noPhone: 'The seller has not shared a phone number; use Proceed to Checkout to order.',
  buyOnSite: 'Buy on Seller Site',
  soldOut: 'Sold out',
  noFit: 'Not listed for your cars: check the fitment below.',
} as const;

function Gallery({ listing }: { listing: Listing }) {
  const [index, setIndex] = useState(0);
  const images = listing.images;
  const src = images[index]?.url ?? listing.image_url;
  return (
    <div className={s.gallery}>
      {src ? (
        <img className={s.mainImage} src={src} alt={listing.title} />
      ) : (
        <div className={s.mainImage} role="img" aria-label="No photo" />
      )}
      {images.length > 1 ? (
        <ul className={s.thumbs} aria-label="Photos">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={s.thumbButton}
                aria-current={i === index}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumb_url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BuyBox({ listing: l, cart }: { listing: Listing; cart: CartApi }) {
  const hydrated = useHydrated();
  const { member, cars } = useMemberCars();
  const fits = l.kind === 'part' ? fittingCar(l, cars) : null;
  const url = `${hydrated ? window.location.origin : ''}${listingHref(l.id)}`;
  const whatsapp = whatsappHref(l, url);
  const inCart = cart.quantityOf(l.id);
  const soldOut = cart.maxOf(l) === 0;
  const adding = cart.pending?.listing_id === l.id;
  return (
    <div className={s.section}>
      <h1 id="listing-title" className={s.detailTitle}>
        {l.title}
      </h1>
      <div className={s.badges}>
        {l.featured ? <Badge tone="brand">Featured</Badge> : null}
        <Badge tone="info">{l.condition}</Badge>
        {l.features.map((f) => (
          <Badge key={f}>{f}</Badge>
        ))}
      </div>
      <p className={s.bigPrice}>
        {formatMoney(l.price, l.currency)}
        <ApproxPrice minor={l.price_minor} currency={l.currency} exponent={l.currency_exponent} />
      </p>
      <p className={s.note}>
        {l.location} · {soldOut ? LISTING_TEXTS.soldOut : `${l.stock} in stock`}
      </p>
      {fits ? (
        <Alert tone="success" live={false} data-testid="fits-notice">
          {fitsText(fits)}
        </Alert>
      ) : member && cars.length > 0 && l.kind === 'part' ? (
        <p className={s.note}>{LISTING_TEXTS.noFit}</p>
      ) : null}
      <CartNotice cart={cart} />
      <div className={s.actions}>
        <Button
          variant="primary"
          fullWidth
          isDisabled={soldOut || !cart.canChange}
          isPending={adding}
          onPress={() => cart.add(l)}
        >
          {LISTING_TEXTS.addToCart}
        </Button>
        {inCart > 0 ? (
          <LinkButton variant="ghost" size="sm" href="/cart">
            {`In your cart: ${inCart} · View cart`}
          </LinkButton>
        ) : null}
        <LinkButton variant="secondary" fullWidth href={checkoutHref({ itemId: l.id })} isDisabled={soldOut}>
          {LISTING_TEXTS.checkout}
        </LinkButton>
        {whatsapp ? (
          <LinkButton variant="secondary" fullWidth href={whatsapp} target="_blank" rel="noopener noreferrer">
            {LISTING_TEXTS.whatsapp}
          </LinkButton>
        ) : l.seller.phone ? (
          <LinkButton variant="secondary" fullWidth href={`tel:${l.seller.phone.replace(/[^\d+]/g, '')}`}>
            {LISTING_TEXTS.contactSeller}
          </LinkButton>
        ) : (
          <>
            <Button variant="secondary" fullWidth isDisabled aria-describedby="no-phone">
              {LISTING_TEXTS.contactSeller}
            </Button>
            <p id="no-phone" className={s.note}>
              {LISTING_TEXTS.noPhone}
            </p>
          </>
        )}
        {l.buy_url ? (
          <LinkButton variant="ghost" fullWidth href={l.buy_url} target="_blank" rel="noopener noreferrer">
            {LISTING_TEXTS.buyOnSite}
          </LinkButton>
        ) : null}
      </div>
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
  const facts =
    l.kind === 'car'
      ? [
          ['Make and model', [l.make, l.model].filter(Boolean).join(' ') || '—'],
          ['Year', l.year === null ? '—' : String(l.year)],
          ['Mileage', formatKm(l.mileage)],
          ['Fuel', l.fuel ?? '—'],
          ['Transmission', l.transmission ?? '—'],
        ]
      : [
          ['Brand', l.brand ?? '—'],
          ['Category', l.category.charAt(0).toUpperCase() + l.category.slice(1)],
          ['Condition', l.condition],
        ];
  return (
    <div className={s.detail}>
      <div className={s.gallery}>
        <Gallery listing={l} />
        <section className={s.section} aria-labelledby="listing-about">
          <h2 id="listing-about" className={s.sectionTitle}>
            About this {l.kind === 'car' ? 'car' : 'part'}
          </h2>
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
                <dt>OEM numbers</dt>
                <dd>{l.oem_numbers.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {l.fitment.length > 0 ? (
          <section className={s.section} aria-labelledby="listing-fitment">
            <h2 id="listing-fitment" className={s.sectionTitle}>
              Fits these cars
            </h2>
            <table className={ps.table}>
              <caption className={s.note}>Make, model and years this part fits</caption>
              <thead>
                <tr>
                  <th scope="col">Make</th>
                  <th scope="col">Model</th>
                  <th scope="col">Years</th>
                </tr>
              </thead>
              <tbody>
                {l.fitment.map((row) => (
                  <tr key={fitmentText(row)}>
                    <td>{row.make}</td>
                    <td>{row.model ?? 'All models'}</td>
                    <td>
                      {row.year_from === row.year_to ? row.year_from : `${row.year_from}–${row.year_to}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
      <div className={s.gallery}>
        <BuyBox listing={l} cart={cart} />
        <section className={s.section} aria-labelledby="listing-seller">
          <h2 id="listing-seller" className={s.sectionTitle}>
            Seller
          </h2>
          <p>
            <strong>{l.seller.name}</strong>
          </p>
          <p className={s.note}>
            {sellerKind(l.seller.type)} · {l.seller.city}, {l.seller.country}
          </p>
          {l.seller.phone ? <p className={s.note}>{l.seller.phone}</p> : null}
        </section>
      </div>
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
  const id = useListingId();
  const q = useListing(id);
  const cart = useCart();
  return (
    <DetailGate
      query={q}
      missing={id === null}
      titleOf={(listing) => listing.title}
      titleId="listing-title"
      stateTitleId="listing-state-title"
      className={ps.page}
      mutedClassName={s.note}
      back={{ href: '/marketplace', label: LISTING_TEXTS.back }}
      browse={{ href: '/marketplace', label: 'Browse the Spareshop' }}
      texts={{
        loading: 'Loading listing…',
        notFound: LISTING_TEXTS.notFound,
        notFoundText: LISTING_TEXTS.notFoundText,
        failed: LISTING_TEXTS.failed,
      }}
      skeletonHeight="20rem"
    >
      {(listing) => <ListingView listing={listing} cart={cart} />}
    </DetailGate>
  );
}
