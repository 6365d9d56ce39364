import { FUEL_TYPES } from '@gari/contract/gasOptions';
import type { FuelWidgetData } from '@gari/contract/gasStations';
import * as styles from './fuelPrices.css';
import { AboveCeiling, cx, FuelPricesFooter, PerLitre, StationLink, useFuelTexts } from './parts';

/** Props of {@link StationPrices}. */
export interface StationPricesProps {
  /** `GET /widgets/{key}/fuel-prices` in station mode. */
  data: FuelWidgetData['data'];
  /** The instant ages are measured against. */
  now: Date;
  /** Gari's origin for the station link. */
  siteUrl: string;
}

/**
 * Station mode of the price widget (issue #11): the station's name (a link to its Gari page), brand,
 * address and open state; one row per fuel of `FUEL_TYPES` — price per litre (or 'No price yet' /
 * 'Not sold here'), its age and source, the regulated ceiling and an 'Above ceiling' flag — always three
 * rows, so the height never changes; the footer says when the newest price was set.
 */
export function StationPrices({ data, now, siteUrl }: StationPricesProps) {
  const { t, age, ceiling, updated } = useFuelTexts(now);
  const s = data.station;
  const byFuel = new Map(s.prices.map((p) => [p.fuel_type, p]));
  const open = s.open_24h ? t('open24h') : s.open_now ? t('open') : t('closed');
  return (
    <>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 className={styles.title}>
            <StationLink id={s.id} name={s.name} siteUrl={siteUrl} />
          </h2>
          <p className={styles.sub}>
            {s.brand} · {s.address}, {s.city}
          </p>
        </div>
        <span className={styles.status} data-open={s.open_now}>
          {open}
        </span>
      </div>
      <ul className={styles.list} aria-label={t('pricesList')}>
        {FUEL_TYPES.map((fuel) => {
          const p = byFuel.get(fuel);
          const priced = p && p.price !== null;
          return (
            <li
              key={fuel}
              className={styles.row}
              data-fuel={fuel}
              data-above-ceiling={p?.above_ceiling || undefined}
            >
              <span className={styles.cell}>
                <span className={styles.name}>
                  {fuel}
                  {p?.above_ceiling ? <AboveCeiling /> : null}
                </span>
                <span className={styles.note}>{p ? ceiling(p.ceiling) : ''}</span>
              </span>
              <span className={styles.end}>
                <span className={cx(styles.price, p?.above_ceiling && styles.above)}>
                  {priced && p.price !== null ? (
                    <PerLitre price={p.price} currency={p.currency} />
                  ) : p ? (
                    t('noPrice')
                  ) : (
                    t('notSold')
                  )}
                </span>
                <span className={styles.note}>{p ? age(p) : ''}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <FuelPricesFooter updated={updated([data.updated_at])} siteUrl={siteUrl} />
    </>
  );
}
