import type { GasStationDetail } from '@gari/contract/gasStations';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Button } from '@gari/ui/Button';
import * as ps from '../providers/providers.css';
import { ColumnTable } from '../shared/ColumnTable';
import { useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import { useFormat } from '../shared/useFormat';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as s from './gas.css';
import { t as gasT } from './messages';
import { ceilingText, priceAgeText, priceText } from './stationInfo';
import { stationT } from './stationMessages';
import { type BuyableItem, useBuyNow } from './useBuyNow';

/** Props of {@link StationProducts}. */
export interface StationProductsProps {
  station: GasStationDetail;
  /** The clock prices' ages are measured against (ms since the epoch). */
  now: number;
}

/**
 * Buy Now of one item (spec §2 Gas station detail; §5): enabled with a price; without one it looks
 * disabled (`aria-disabled`) yet stays focusable and pressing it says why — the §8 toast 'Not
 * Available' / '{fuel} is not available at this station'.
 */
function BuyNow({
  item,
  buy,
  buying,
  canBuy,
}: {
  item: BuyableItem;
  buy: (item: BuyableItem) => void;
  buying: number | null;
  canBuy: boolean;
}) {
  const t = useT(gasT);
  const unavailable = item.price === null || item.listing_id === null;
  return (
    <Button
      size="sm"
      variant={unavailable ? 'secondary' : 'primary'}
      className={unavailable ? s.unavailable : undefined}
      aria-disabled={unavailable || undefined}
      aria-label={`${t('buyNow')}: ${item.name}`}
      isDisabled={!unavailable && !canBuy}
      isPending={!unavailable && buying === item.listing_id}
      onPress={() => buy(item)}
    >
      {t('buyNow')}
    </Button>
  );
}

/**
 * A station's fuels, products and services (spec §2 Gas station detail; §3 Gas station, Checkout
 * item; issue #11): each fuel with its price per litre, age and source, the regulated ceiling and an
 * 'Above ceiling' flag, or 'No price yet', and Buy Now; engine oils and other products with their
 * variants (label, brand, price or 'Available'; 'Out of stock') and Buy Now; services with price-from
 * or a dash. Buy Now puts the item's spareshop listing in the cart and goes to checkout.
 */
export function StationProducts({ station: st, now }: StationProductsProps) {
  const t = useT(gasT);
  const ts = useT(stationT);
  const f = useFormat();
  const timeAgo = useTimeAgo();
  const { buy, buying, canBuy, cartError, dismissCartError, cartLoader } = useBuyNow(st.seller_id);
  const buyProps = { buy: (item: BuyableItem) => void buy(item), buying, canBuy };
  return (
    <>
      {cartLoader}
      {cartError ? (
        <Alert
          tone="warning"
          action={
            <Button variant="ghost" size="sm" onPress={dismissCartError}>
              OK
            </Button>
          }
        >
          {cartError}
        </Alert>
      ) : null}
      <TitledSection look={ps.titledSection} titleId="fuels-title" title={t('fuelPrices')}>
        <ul className={s.bare} aria-label={t('fuelPrices')}>
          {st.prices.map((p) => (
            <li key={p.fuel_type} className={s.productRow} data-fuel={p.fuel_type}>
              <div>
                <strong>{p.fuel_type}</strong>
                <p className={ps.muted}>
                  {p.price === null ? t('noPrice') : priceAgeText(p, now, t, timeAgo)}
                </p>
                {p.ceiling ? (
                  <p className={ps.muted}>
                    {ceilingText(p, t, f.locale)}{' '}
                    {p.above_ceiling ? <Badge tone="danger">{t('aboveCeiling')}</Badge> : null}
                  </p>
                ) : null}
              </div>
              <div className={s.reference}>
                {p.price === null ? null : (
                  <p className={s.price}>
                    {priceText(p, f.locale)}
                    <span className={s.unit}>{t('perLitre')}</span>
                  </p>
                )}
                <BuyNow
                  item={{ name: p.fuel_type, listing_id: p.listing_id, price: p.price }}
                  {...buyProps}
                />
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
      {st.products.length > 0 ? (
        <TitledSection look={ps.titledSection} titleId="products-title" title={t('products')}>
          {st.products.map((product) => (
            <div key={product.id}>
              <h3 className={ps.cardTitle}>
                {product.kind === 'engine_oil' ? t('engineOils') : product.name}
                {product.available ? null : (
                  <>
                    {' '}
                    <Badge>{t('outOfStock')}</Badge>
                  </>
                )}
              </h3>
              <ul className={s.bare} aria-label={product.name}>
                {product.variants.map((v) => {
                  const name = [product.kind === 'engine_oil' ? null : product.name, v.brand, v.label]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <li key={v.id} className={s.productRow}>
                      <span>
                        {v.brand ? <strong>{v.brand}</strong> : null} {v.label}
                      </span>
                      <div className={s.reference}>
                        <span>{v.price === null ? t('available') : f.money(v.price, v.currency)}</span>
                        <BuyNow
                          item={{ name, listing_id: product.available ? v.listing_id : null, price: v.price }}
                          {...buyProps}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </TitledSection>
      ) : null}
      <TitledSection look={ps.titledSection} titleId="services-title" title={t('services')}>
        <ColumnTable
          className={ps.table}
          columns={[ts('colService'), ts('colPriceFrom')]}
          rows={st.services}
          rowKey={(svc) => svc.name}
          cells={(svc) => [svc.name, svc.price_from === null ? '—' : f.money(svc.price_from, svc.currency)]}
          empty={<p className={ps.muted}>{t('noServices')}</p>}
        />
      </TitledSection>
    </>
  );
}
