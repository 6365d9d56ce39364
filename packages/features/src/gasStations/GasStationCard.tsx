import type { GasStation } from '@gari/contract/gasStations';
import { Badge } from '@gari/ui/Badge';
import { LinkButton } from '@gari/ui/Button';
import { useHydrateOnViewRoot } from '@gari/ui/hydration';
import { memo } from 'react';
import { Fact } from '../providers/Fact';
import * as ps from '../providers/providers.css';
import { TagList } from '../providers/TagList';
import { useT } from '../shared/locale';
import { useFormat } from '../shared/useFormat';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as s from './gas.css';
import { t as gasT } from './messages';
import { directionsHref, distanceText, openText, priceAgeText, priceText, stationHref } from './stationInfo';

/** How many amenities a card lists (spec §2 "first 3 amenities"). */
export const CARD_AMENITIES = 3;

/** Props of {@link GasStationCard}. */
export interface GasStationCardProps {
  station: GasStation;
  /** The fuel of the list (the card shows its price). */
  fuel: string;
  /** The clock the price's age is measured against (ms since the epoch). */
  now: number;
}

/**
 * A gas station card (spec §2 Gas stations; §3 Gas station; issue #11): name and brand, Open / Closed /
 * Open 24h, address, distance (km, with a reference point), the chosen fuel's price per litre with
 * its currency, age and source ('2h ago · 3 drivers'), the regulated ceiling and an 'Above ceiling'
 * flag, 'No price yet' or 'Does not sell …', the first 3 amenities (+N more), Directions (maps in a
 * new tab: coordinates, else an address search) and Details (`/gas-station/{id}`).
 * Memoized: the list re-rendering for another reason (the position lookup, a filter's draft) leaves
 * its cards alone (issue #8 Total Blocking Time).
 */
export const GasStationCard = memo(function GasStationCard({ station: st, fuel, now }: GasStationCardProps) {
  const t = useT(gasT);
  const f = useFormat();
  const timeAgo = useTimeAgo();
  const titleId = `gas-station-${st.id}`;
  const part = useHydrateOnViewRoot();
  const p = st.price;
  return (
    <li className={ps.card} aria-labelledby={titleId} data-station-id={st.id} {...part}>
      <div className={ps.cardBody}>
        <div className={ps.row}>
          <h3 id={titleId} className={ps.cardTitle}>
            {st.name}
          </h3>
          <Badge tone={st.open_now ? 'success' : 'neutral'}>{openText(st, t)}</Badge>
        </div>
        <p className={ps.muted}>
          {st.brand} · {st.address}, {st.city}
          {st.distance_km !== null ? ` · ${distanceText(st.distance_km, f.locale)}` : ''}
        </p>
        <div data-testid="station-price">
          {p?.price != null ? (
            <>
              <p className={s.price}>
                <span className={ps.muted}>{p.fuel_type} </span>
                {priceText(p, f.locale)}
                <span className={s.unit}>{t('perLitre')}</span>
              </p>
              <p className={ps.muted}>{priceAgeText(p, now, t, timeAgo)}</p>
            </>
          ) : (
            <p className={ps.muted}>{p ? `${p.fuel_type}: ${t('noPrice')}` : t('notSold', { fuel })}</p>
          )}
        </div>
        {p?.ceiling ? (
          <dl className={ps.facts}>
            <Fact term={t('ceilingTerm')}>
              {`${f.money(p.ceiling.price, p.ceiling.currency)} (${p.ceiling.regulator})`}
              {p.above_ceiling ? (
                <>
                  {' '}
                  <Badge tone="danger">{t('aboveCeiling')}</Badge>
                </>
              ) : null}
            </Fact>
          </dl>
        ) : null}
        <TagList
          label={t('amenities')}
          tags={st.amenities}
          max={CARD_AMENITIES}
          moreLabel={(count) => t('moreAmenities', { count })}
        />
      </div>
      <div className={ps.cardActions}>
        <LinkButton
          variant="secondary"
          size="sm"
          href={directionsHref(st)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('directionsTo', { name: st.name })}
        >
          {t('directions')}
        </LinkButton>
        <LinkButton
          variant="primary"
          size="sm"
          href={stationHref(st)}
          aria-label={t('detailsOf', { name: st.name })}
        >
          {t('details')}
        </LinkButton>
      </div>
    </li>
  );
});
