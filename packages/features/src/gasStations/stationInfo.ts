/**
 * What the gas station views say about a station and its prices (issue #11; spec §2 Gas stations /
 * Gas station detail, §7 "Directions opens a maps service in a new tab, using coordinates or an address
 * query"): links, the price with its age and source, the ceiling, and the open state.
 */
import { priceSourceLabel } from '@gari/contract/gasOptions';
import type { FuelPrice, GasStation } from '@gari/contract/gasStations';
import { formatMoney, formatTimeAgo } from '@gari/ui/format';
import { stationPath } from '../shared/paths';
import { t as gasT } from './messages';

/** The station page of a station (spec §2 route `/gas-station/{id}`). */
export const stationHref = (s: Pick<GasStation, 'id'>) => stationPath(s.id);

/**
 * Directions in a new tab (spec §7): Google Maps directions to the coordinates when the station has
 * them, else a search of its address and city.
 */
export function directionsHref(s: Pick<GasStation, 'latitude' | 'longitude' | 'address' | 'city'>): string {
  const hasCoordinates =
    Number.isFinite(s.latitude) && Number.isFinite(s.longitude) && (s.latitude !== 0 || s.longitude !== 0);
  return hasCoordinates
    ? `https://www.google.com/maps/dir/?api=1&destination=${s.latitude},${s.longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${s.address}, ${s.city}`)}`;
}

/** 'RWF 1,752' for a price per litre (the unit is shown beside it). */
export const priceText = (p: Pick<FuelPrice, 'price' | 'currency'>) => formatMoney(p.price, p.currency);

/**
 * Age and source of a shown price (issue #11 "always with its age ('2 h ago') and source ('station' /
 * '3 drivers')"): '2h ago · station', 'Just now · 1 driver'. `now` is the clock to measure against
 * (the time the data was fetched while hydrating, so server and browser agree). '' without a price.
 */
export function priceAgeText(
  p: Pick<FuelPrice, 'reported_at' | 'source' | 'report_count'>,
  now: number,
): string {
  if (!p.reported_at || !p.source) return '';
  return `${formatTimeAgo(p.reported_at, now)} · ${priceSourceLabel(p.source, p.report_count)}`;
}

/** 'Ceiling RWF 1,803 (RURA)', or '' when the country publishes no ceiling for the fuel; `t`: the catalog in the member's language. */
export const ceilingText = (p: Pick<FuelPrice, 'ceiling'>, t: typeof gasT = gasT) =>
  p.ceiling
    ? t('ceiling', {
        price: formatMoney(p.ceiling.price, p.ceiling.currency),
        regulator: p.ceiling.regulator,
      })
    : '';

/** 'Open 24h', 'Open' or 'Closed' (spec §2 open status); `t`: the catalog in the member's language. */
export const openText = (s: Pick<GasStation, 'open_now' | 'open_24h'>, t: typeof gasT = gasT) =>
  s.open_24h ? t('open24h') : s.open_now ? t('open') : t('closed');

/** A distance in km: one decimal under 10 km ('2.4 km'), whole above ('12 km'). */
export const distanceText = (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
