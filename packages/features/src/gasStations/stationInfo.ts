/**
 * What the gas station views say about a station and its prices (issue #11; spec §2 Gas stations /
 * Gas station detail, §7 "Directions opens a maps service in a new tab, using coordinates or an address
 * query"): links, the price with its age and source, the ceiling, and the open state.
 */
import type { FuelPrice, GasStation } from '@gari/contract/gasStations';
import { DEFAULT_LANGUAGE, localeOf } from '@gari/contract/locale';
import { formatMoney, formatNumber } from '@gari/ui/format';
import { stationPath } from '../shared/paths';

export { priceAgeText } from '../shared/priceAge';

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

/** The default locale of the helpers below (English in Rwanda); views pass the member's (`useFormat().locale`). */
const ENGLISH = localeOf(DEFAULT_LANGUAGE);

/** 'RWF 1,752' ('1 752 RWF' in fr-RW) for a price per litre in `locale` (the unit is shown beside it). */
export const priceText = (p: Pick<FuelPrice, 'price' | 'currency'>, locale: string = ENGLISH) =>
  formatMoney(p.price, p.currency, locale);

/**
 * 'Ceiling RWF 1,803 (RURA)', or '' when the country publishes no ceiling for the fuel; `t`: the
 * catalog in the member's language, `locale` its money format.
 */
export const ceilingText = (
  p: Pick<FuelPrice, 'ceiling'>,
  t: typeof gasT = gasT,
  locale: string = ENGLISH,
) =>
  p.ceiling
    ? t('ceiling', {
        price: formatMoney(p.ceiling.price, p.ceiling.currency, locale),
        regulator: p.ceiling.regulator,
      })
    : '';

/** 'Open 24h', 'Open' or 'Closed' (spec §2 open status); `t`: the catalog in the member's language. */
export const openText = (s: Pick<GasStation, 'open_now' | 'open_24h'>, t: typeof gasT = gasT) =>
  s.open_24h ? t('open24h') : s.open_now ? t('open') : t('closed');

/** A distance in km in `locale`: one decimal under 10 km ('2.4 km', '2,4 km' in fr-RW), whole above ('12 km'). */
export const distanceText = (km: number, locale: string = ENGLISH) => {
  const digits = km < 10 ? 1 : 0;
  return `${formatNumber(km, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
};
