/**
 * `createGasStationsClient(core)`: gas stations and fuel prices (issue #11; spec §2 Gas stations / Gas
 * station detail, §5, §8, §9): the list with every filter and cursor paging, the station page, the
 * price history, a member's price report, the per-city board, the price widget's data and the partner
 * console's station section. Prices per litre in the station's currency (`price` major units,
 * `price_minor` integers); distances in km.
 */
import type {
  PartnerStation,
  StationPricesUpdate,
  StationProductsUpdate,
  StationUpdate,
} from '@gari/contract/gasPartner';
import type {
  FuelPriceBoard,
  FuelType,
  FuelWidgetData,
  GasStationDetail,
  GasStationPage,
  GasStationQuery,
  PriceHistory,
  PriceReportCreate,
  PriceReportCreated,
} from '@gari/contract/gasStations';
import { gasStationPaths as p } from '@gari/contract/paths';
import { type Core, one, whole } from './core';
import { withDerived } from './derive';
import type { Query } from './http';
import { providerQueryParams } from './providers';
import type { GariApi } from './types';

/** A {@link GasStationQuery} as query values: `amenities` comma-joined, empty values left out. */
export function gasStationQueryParams(query: GasStationQuery = {}): Query {
  return providerQueryParams(query as Record<string, unknown>);
}

/** A station id or slug as the path takes it. */
type StationId = number | string;

/** The station staff's view: the station page plus `staff_prices`. */
export type PartnerStationData = PartnerStation['data'];

/** Gas stations part of the client. Every call rejects with an ApiError (422 names the field). */
export interface GasStationsClient {
  /** `GET /gas-stations`: one page (`meta.next_cursor` for more; `meta.cities`, `meta.oil_brands`). */
  list(query?: GasStationQuery): Promise<GasStationPage>;
  /** `GET /gas-stations/{id}` (id or slug); 404 'Station not found.'. */
  get(id: StationId): Promise<GasStationDetail>;
  /** `GET /gas-stations/{id}/prices/history?fuel=&days=`: daily points, oldest first, and the ceilings. */
  history(id: StationId, query?: { fuel?: FuelType | string; days?: 30 | 90 }): Promise<PriceHistory>;
  /**
   * `POST /gas-stations/{id}/price-reports` (signed in): the report and the fuel's shown price after it.
   * 429 (with the server's message) when this member reported this fuel here within the hour.
   */
  reportPrice(id: StationId, body: PriceReportCreate): Promise<PriceReportCreated['data']>;
  /** `GET /fuel-prices?country=&city=&fuel=`: cheapest and average price per city and fuel. */
  fuelPrices(query?: { country?: string; city?: string; fuel?: FuelType | string }): Promise<FuelPriceBoard>;
  /** `GET /widgets/{key}/fuel-prices?mode=&fuel=`: the price widget's data (404 'Unknown widget key.'). */
  widget(
    key: string,
    query?: { mode?: 'station' | 'board'; fuel?: FuelType | string },
  ): Promise<FuelWidgetData['data']>;
  /** `GET /partner/stations/{id}` (station staff). */
  partnerStation(id: StationId): Promise<PartnerStationData>;
  /** `PUT /partner/stations/{id}/prices`: staff prices, shown at once. */
  setPrices(id: StationId, body: StationPricesUpdate): Promise<PartnerStationData>;
  /** `PUT /partner/stations/{id}/products`: replaces the products other than fuel. */
  setProducts(id: StationId, body: StationProductsUpdate): Promise<PartnerStationData>;
  /** `PATCH /partner/stations/{id}`: hours, amenities, services, phone. */
  updateStation(id: StationId, body: StationUpdate): Promise<PartnerStationData>;
}

/** Drops empty values of a small query. */
const compact = (q: Record<string, string | number | undefined>): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Query;

/**
 * `GET /widgets/{key}/fuel-prices` over any core (the price widget composes only this, not the whole
 * client).
 */
export function fuelWidgetData(
  core: Core,
  key: string,
  query: { mode?: 'station' | 'board'; fuel?: string } = {},
): Promise<FuelWidgetData['data']> {
  return core.call(p.widget, { ...one, params: { widget_key: key }, query: compact(query) });
}

/** Creates the gas stations part over `core`. */
export function createGasStationsClient(core: Core): GariApi['gasStations'] {
  const staff = (data: unknown) => (data as PartnerStation).data;
  const methods: GasStationsClient = {
    list: (query) => core.call(p.list, { ...whole, query: gasStationQueryParams(query) }),
    get: (id) => core.call(p.get, { ...one, params: { id } }),
    history: (id, query = {}) =>
      core.call(p.history, {
        ...whole,
        params: { id },
        query: compact({ fuel: query.fuel, days: query.days }),
      }),
    reportPrice: (id, body) => core.call(p.reportPrice, { ...one, params: { id }, body }),
    fuelPrices: (query = {}) => core.call(p.fuelPrices, { ...whole, query: compact(query) }),
    widget: (key, query) => fuelWidgetData(core, key, query),
    partnerStation: (id) => core.call(p.partnerStation, { ...whole, params: { id }, select: staff }),
    setPrices: (id, body) => core.call(p.setPrices, { ...whole, params: { id }, body, select: staff }),
    setProducts: (id, body) => core.call(p.setProducts, { ...whole, params: { id }, body, select: staff }),
    updateStation: (id, body) =>
      core.call(p.updateStation, { ...whole, params: { id }, body, select: staff }),
  };
  return withDerived(core, p, methods);
}
