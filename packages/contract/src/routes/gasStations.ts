/**
 * Gas station routes (issue #11; spec §2 Gas stations / Gas station detail, §5, §8, §9): the public
 * list, station page, price history and per-city board; members' price reports; the price widget's
 * data (CORS for the station's allowed origins only); the partner console's station section.
 */
import { PartnerStation, StationPricesUpdate, StationProductsUpdate, StationUpdate } from '../gasPartner';
import {
  FuelPriceBoard,
  FuelPricesQuery,
  FuelWidgetData,
  FuelWidgetQuery,
  GasStationData,
  GasStationPage,
  GasStationQuery,
  PriceHistory,
  PriceHistoryQuery,
  PriceReportCreate,
  PriceReportCreated,
  StationParams,
  WidgetKeyParam,
} from '../gasStations';
import { gasStationPaths as p } from '../paths';
import { created } from './parts';
import { tagged, withParts } from './route';

const route = tagged(['gas-stations']);
/**
 * `route` for the partner console's station calls (tagged `partner`): staff of the station only; each
 * answers the station.
 */
const stationStaff = withParts(tagged(['partner']), {
  params: StationParams,
  answer: PartnerStation,
  errors: [401, 403, 404, 422],
});

/** `route` for a public call on one station (numeric id or slug; unknown: 404). */
const onStation = withParts(route, { params: StationParams, errors: [404, 422] });

const PRICE_NOTE =
  'Each price: per litre in the station currency, `reported_at` and `source` (station | drivers with ' +
  '`report_count`), the regulated `ceiling` (current period, else the latest) and `above_ceiling`, and ' +
  '`listing_id` to buy it through the spareshop cart and checkout (`PUT /cart/items/{listing_id}`).';

/** Gas station routes by name. */
export const gasStationRoutes = {
  list: route(p.list, {
    summary: 'Gas stations (spec §2 Gas stations)',
    description:
      'All in SQL: country (default RW), city, q (name, brand, address), fuel (Essence | Diesel | ' +
      'Premium, default Essence; Petrol = Essence), oil_brand, amenities (comma list, all required), ' +
      "open_now (in each station's time zone, hours past midnight included), lat+lng with max_distance " +
      '(km 1–50, default 25; bounding box then great-circle distance). sort: nearest (default; by city ' +
      "and name without lat/lng) | price (the fuel's shown price, cheapest first, no price last). Cursor " +
      `paging: limit (default 20, max 50), cursor = meta.next_cursor. ${PRICE_NOTE}`,
    query: GasStationQuery,
    answer: GasStationPage,
    errors: [422],
  }),
  get: onStation(p.get, {
    summary: 'A gas station (spec §2 Gas station detail)',
    description:
      "Numeric id or slug; unknown: 404 'Station not found.'. Fuel prices, engine oils and other " +
      `products with variants (label, brand, price), services (price_from or null), hours, open_now, the ` +
      `members' latest reports. ${PRICE_NOTE}`,
    answer: GasStationData,
  }),
  history: onStation(p.history, {
    summary: 'Daily shown price of one fuel over 30 or 90 days (the price chart)',
    description:
      'One point per local day, oldest first (null before the station had a price), plus the ceilings of the window.',
    query: PriceHistoryQuery,
    answer: PriceHistory,
  }),
  reportPrice: route(p.reportPrice, {
    summary: 'Report the price you saw (signed-in members)',
    description:
      'One report per member per station per fuel per hour (else 429 with Retry-After, naming ' +
      '`fuel_type`). 422 on `price` outside 0.5–1.5× the ceiling (else the shown price); 422 on ' +
      '`fuel_type` for a fuel the station does not sell. Confirmed (shown at once) when 2 members reported ' +
      'within ±2 % in 6 h, or when it agrees within ±2 % with the shown price; else pending.',
    params: StationParams,
    ...created(PriceReportCreate, PriceReportCreated),
    errors: [401, 404, 422, 429],
  }),
  fuelPrices: route(p.fuelPrices, {
    summary: 'Cheapest and average fuel prices per city (the board; the home page tile)',
    description:
      'country (default RW), city and fuel optional. Per city and fuel: cheapest and average shown ' +
      'price, station count, ceiling and the 3 cheapest stations.',
    query: FuelPricesQuery,
    answer: FuelPriceBoard,
    errors: [422],
  }),
  widget: route(p.widget, {
    summary: 'The price widget’s data (<gari-fuel-prices>)',
    description:
      "mode station (default): the key's station and its prices; board: also the cheapest stations of " +
      "its city for `fuel`. CORS only for the station's allowed origins (and Gari's own). 404 for an " +
      'unknown key or a key that is not a gas station’s.',
    params: WidgetKeyParam,
    query: FuelWidgetQuery,
    answer: FuelWidgetData,
    errors: [404, 422],
  }),
  partnerStation: stationStaff(p.partnerStation, {
    summary: 'My station: the station page plus the staff prices',
    description: 'Station staff only (403 for other stations or members who are not staff).',
  }),
  setPrices: stationStaff(p.setPrices, {
    summary: 'Set fuel prices (shown at once, source station)',
    description:
      'prices: [{ fuel_type, price (per litre, major units) | null, sold? }]; fuels left out are unchanged. ' +
      'Above the ceiling is accepted and flagged.',
    body: StationPricesUpdate,
  }),
  setProducts: stationStaff(p.setProducts, {
    summary: 'Replace the products other than fuel (engine oils with variants, others)',
    body: StationProductsUpdate,
  }),
  updateStation: stationStaff(p.updateStation, {
    summary: 'Change hours, amenities, services or phone',
    description: 'opening_hours: the whole week; close ≤ open closes the next day; 00:00–00:00 is 24 hours.',
    body: StationUpdate,
  }),
};
