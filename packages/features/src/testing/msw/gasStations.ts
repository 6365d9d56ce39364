/**
 * Gas station routes of the fake backend (issue #11; spec §2 Gas stations / Gas station detail, §5,
 * §8): the list with every filter, both sorts and cursor paging, the station page, price history, a
 * member's price report (one per member, station and fuel per hour; the contract's confirmation rule),
 * the per-city board, the price widget's data and the station console — the API's rules and messages,
 * in memory over `../fixtures/gasStations`. Distances and the report rule come from
 * `@gari/contract/rules/*`; queries and bodies are validated with the contract's schemas.
 */
import { StationPricesUpdate, StationProductsUpdate, StationUpdate } from '@gari/contract/gasPartner';
import {
  type CityFuelPrice,
  FUEL_TYPES,
  FuelPricesQuery,
  type FuelType,
  FuelWidgetQuery,
  type GasStation,
  GasStationQuery,
  notAvailableMessage,
  PriceHistoryQuery,
  type PriceReport,
  PriceReportCreate,
  REPORT_COOLDOWN_MINUTES,
  REPORT_PLAUSIBLE_RANGE,
  STATION_NOT_FOUND,
  stationListingTitle,
} from '@gari/contract/gasStations';
import { kmBetween, roundKm } from '@gari/contract/rules/distance';
import { isAboveCeiling, judgeReport } from '@gari/contract/rules/fuelPrices';
import { isAlwaysOpen } from '@gari/contract/rules/stationHours';
import type { FakeCeiling, FakeStation } from '../fixtures/gasStations';
import { fail, handle, type RouteContext, reply } from './handle';
import { INVALID, parse } from './marketplace';

/** A stored price report. */
export interface FakeReport extends PriceReport {
  user_id: number;
  station_id: number;
}
/** The gas station tables of a scenario. */
export interface FakeGas {
  stations: FakeStation[];
  ceilings: FakeCeiling[];
  reports: FakeReport[];
}

const gas = (ctx: RouteContext): FakeGas => ctx.s.db.gas;
const offsetCursor = (n: number) => btoa(String(n)).replace(/=+$/, '');

/** The station with id or slug `id`, else 404 'Station not found.'. */
export function findStation(ctx: RouteContext, id: string | undefined): FakeStation {
  return gas(ctx).stations.find((x) => String(x.id) === id || x.slug === id) ?? fail(404, STATION_NOT_FOUND);
}

/** The list fields of a station, `price` = the fuel's, `distance_km` from `here`. */
function listItem(st: FakeStation, fuel: FuelType, here: { lat: number; lng: number } | null): GasStation {
  const {
    description: _d,
    products: _p,
    services: _s,
    recent_reports: _r,
    map_url: _m,
    seller_id: _i,
    staff_prices: _sp,
    widget_key: _k,
    brand_color: _b,
    allowed_origins: _o,
    ...item
  } = st;
  return {
    ...item,
    distance_km: here ? roundKm(kmBetween(here, { lat: st.latitude, lng: st.longitude })) : null,
    price: st.prices.find((p) => p.fuel_type === fuel) ?? null,
  };
}

/** The station page, with its latest reports. */
function detailOf(ctx: RouteContext, st: FakeStation) {
  const { staff_prices: _sp, widget_key: _k, brand_color: _b, allowed_origins: _o, ...rest } = st;
  const reports = gas(ctx)
    .reports.filter((r) => r.station_id === st.id)
    .slice(0, 10)
    .map(({ user_id: _u, station_id: _s, ...r }) => r);
  return { ...rest, price: null, recent_reports: reports };
}

/** GET /gas-stations. */
function listStations(ctx: RouteContext) {
  const q = parse(GasStationQuery, Object.fromEntries(ctx.query));
  const here = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
  const inCountry = gas(ctx).stations.filter((st) => st.country === q.country);
  const text = q.q?.toLowerCase();
  let rows = inCountry
    .filter((st) => !q.city || st.city.toLowerCase() === q.city.toLowerCase())
    .filter((st) => !text || `${st.name} ${st.brand} ${st.address}`.toLowerCase().includes(text))
    .filter((st) => !q.oil_brand || st.oil_brands.some((b) => b.toLowerCase() === q.oil_brand?.toLowerCase()))
    .filter((st) => (q.amenities ?? []).every((a) => st.amenities.includes(a)))
    .filter((st) => !q.open_now || st.open_now)
    .map((st) => listItem(st, q.fuel, here))
    .filter((st) => st.distance_km === null || st.distance_km <= q.max_distance);
  const price = (st: GasStation) => st.price?.price_minor ?? Number.MAX_SAFE_INTEGER;
  const near = (st: GasStation) => st.distance_km ?? 0;
  rows = rows.sort((a, b) =>
    q.sort === 'price'
      ? price(a) - price(b) || near(a) - near(b) || a.id - b.id
      : here
        ? near(a) - near(b) || a.id - b.id
        : a.city.localeCompare(b.city) || a.name.localeCompare(b.name) || a.id - b.id,
  );
  const start = q.cursor ? Number(atob(q.cursor)) : 0;
  if (!Number.isInteger(start) || start < 0)
    fail(422, INVALID, {
      cursor: ['The cursor is not valid for this list. Start again from the first page.'],
    });
  const cities = [...new Set(inCountry.map((st) => st.city))].sort().map((name) => {
    const of = inCountry.filter((st) => st.city === name);
    const mean = (f: (st: FakeStation) => number) => of.reduce((n, st) => n + f(st), 0) / of.length;
    return {
      name,
      latitude: mean((st) => st.latitude),
      longitude: mean((st) => st.longitude),
      stations: of.length,
    };
  });
  return {
    data: rows.slice(start, start + q.limit),
    meta: {
      total: rows.length,
      limit: q.limit,
      next_cursor: start + q.limit < rows.length ? offsetCursor(start + q.limit) : null,
      fuel_type: q.fuel,
      currency: inCountry[0]?.currency ?? 'RWF',
      cities,
      oil_brands: [...new Set(inCountry.flatMap((st) => st.oil_brands))].sort(),
    },
  };
}

/** Sets the shown price of `fuel` (and its listing's price and status). */
function show(
  ctx: RouteContext,
  st: FakeStation,
  fuel: FuelType,
  minor: number | null,
  by: 'station' | 'drivers',
  count: number,
) {
  const p = st.prices.find((x) => x.fuel_type === fuel);
  if (!p) return;
  const exp = p.currency_exponent;
  Object.assign(p, {
    price: minor === null ? null : minor / 10 ** exp,
    price_minor: minor,
    reported_at: minor === null ? null : ctx.s.now().toISOString(),
    source: minor === null ? null : by,

    report_count: by === 'drivers' ? count : 0,
    above_ceiling: isAboveCeiling(minor, p.ceiling?.price_minor ?? null),
  });
  const title = stationListingTitle(fuel, st.name);
  const listing = ctx.s.db.marketplace.listings.find((l) => l.station_id === st.id && l.title === title);
  if (listing)
    Object.assign(listing, {
      price: p.price ?? 0,
      price_minor: minor ?? 0,
      status: minor === null ? 'paused' : 'published',
    });
  p.listing_id = minor === null ? null : (listing?.id ?? null);
}

/** POST /gas-stations/{id}/price-reports. */
function report(ctx: RouteContext) {
  const user = ctx.requireUser();
  const st = findStation(ctx, ctx.params.id);
  const body = parse(PriceReportCreate, ctx.body);
  const p = st.prices.find((x) => x.fuel_type === body.fuel_type);
  if (!p) return fail(422, INVALID, { fuel_type: [`${st.name} does not sell ${body.fuel_type}.`] });
  const minor = Math.round(body.price * 10 ** p.currency_exponent);
  const reference = p.ceiling?.price_minor ?? p.price_minor;
  if (
    reference !== null &&
    (minor < reference * REPORT_PLAUSIBLE_RANGE.min || minor > reference * REPORT_PLAUSIBLE_RANGE.max)
  )
    fail(422, INVALID, {
      price: [
        `This price looks wrong: ${body.fuel_type} costs about ${reference / 10 ** p.currency_exponent} ${p.currency} here.`,
      ],
    });
  const now = ctx.s.now();
  const mine = gas(ctx).reports.find(
    (r) => r.user_id === user.id && r.station_id === st.id && r.fuel_type === body.fuel_type,
  );
  const wait = mine ? Date.parse(mine.created_at) + REPORT_COOLDOWN_MINUTES * 60_000 - now.getTime() : 0;
  if (wait > 0)
    return reply(429, {
      message: `You reported ${body.fuel_type} here less than an hour ago. Try again in ${Math.ceil(wait / 60_000)} min.`,
      errors: { fuel_type: ['One report per fuel and station per hour.'] },
    });
  const recent = gas(ctx)
    .reports.filter((r) => r.station_id === st.id && r.fuel_type === body.fuel_type)
    .map((r) => ({ userId: r.user_id, priceMinor: r.price_minor, at: new Date(r.created_at) }));
  const judged = judgeReport({ userId: user.id, priceMinor: minor, at: now }, recent, p.price_minor);
  const row: FakeReport = {
    id: ctx.s.nextId(),
    user_id: user.id,
    station_id: st.id,
    fuel_type: body.fuel_type,
    price: body.price,
    price_minor: minor,
    currency: p.currency,
    created_at: now.toISOString(),
    status: judged.confirmed ? 'confirmed' : 'pending',
    agreeing_reports: judged.agreeing,
  };
  gas(ctx).reports.unshift(row);
  if (judged.confirmed) show(ctx, st, body.fuel_type, minor, 'drivers', judged.agreeing);
  const { user_id: _u, station_id: _s, ...out } = row;
  return reply(201, { data: { report: out, price: p } });
}

/** The board rows of `stations` (one per city and fuel with a price). */
function board(stations: FakeStation[], fuels: readonly FuelType[]): CityFuelPrice[] {
  const rows: CityFuelPrice[] = [];
  for (const city of [...new Set(stations.map((st) => st.city))].sort())
    for (const fuel of fuels) {
      const priced = stations
        .filter((st) => st.city === city)
        .flatMap((st) => {
          const p = st.prices.find((x) => x.fuel_type === fuel);
          return p?.price != null && p.price_minor !== null && p.reported_at && p.source ? [{ st, p }] : [];
        })
        .sort((a, b) => (a.p.price_minor ?? 0) - (b.p.price_minor ?? 0) || a.st.id - b.st.id);
      const first = priced[0];
      if (!first) continue;
      rows.push({
        city,
        fuel_type: fuel,
        currency: first.p.currency,
        cheapest: first.p.price ?? 0,
        average: Math.round((priced.reduce((n, x) => n + (x.p.price ?? 0), 0) / priced.length) * 100) / 100,
        stations: priced.length,
        ceiling: first.p.ceiling,
        cheapest_stations: priced.slice(0, 3).map(({ st, p }) => ({
          id: st.id,
          slug: st.slug,
          name: st.name,
          brand: st.brand,
          city: st.city,
          address: st.address,
          price: p.price ?? 0,
          price_minor: p.price_minor ?? 0,
          reported_at: p.reported_at ?? '',
          source: p.source ?? 'station',
          report_count: p.report_count,
          above_ceiling: p.above_ceiling,
        })),
      });
    }
  return rows;
}

/** The console's view of a station (the caller must be signed in). */
function staffView(ctx: RouteContext, st: FakeStation) {
  return { data: { ...detailOf(ctx, st), staff_prices: st.staff_prices } };
}
const staffStation = (ctx: RouteContext) => {
  ctx.requireUser();
  return findStation(ctx, ctx.params.id);
};

/** Every gas station route. */
export const gasStationRoutes = [
  handle('GET', '/gas-stations', listStations),
  handle('GET', '/gas-stations/{id}', (ctx) => ({ data: detailOf(ctx, findStation(ctx, ctx.params.id)) })),
  handle('GET', '/gas-stations/{id}/prices/history', (ctx) => {
    const st = findStation(ctx, ctx.params.id);
    const q = parse(PriceHistoryQuery, Object.fromEntries(ctx.query));
    const p = st.prices.find((x) => x.fuel_type === q.fuel);
    const today = ctx.s.now().getTime();
    const data = Array.from({ length: q.days }, (_, i) => {
      const back = q.days - 1 - i;
      const minor =
        p?.price_minor == null
          ? null
          : Math.round(p.price_minor * (1 - 0.012 * Math.sin(back / 9) - back / 9000));
      return {
        date: new Date(today - back * 86_400_000).toISOString().slice(0, 10),
        price: minor === null ? null : minor / 10 ** (p?.currency_exponent ?? 0),
        price_minor: minor,
      };
    });
    const meta = {
      fuel_type: q.fuel,
      days: q.days,
      currency: st.currency,
      currency_exponent: p?.currency_exponent ?? 0,
      ceilings: p?.ceiling ? [p.ceiling] : [],
    };
    return { data, meta };
  }),
  handle('POST', '/gas-stations/{id}/price-reports', report),
  handle('GET', '/fuel-prices', (ctx) => {
    const q = parse(FuelPricesQuery, Object.fromEntries(ctx.query));
    const stations = gas(ctx).stations.filter(
      (st) => st.country === q.country && (!q.city || st.city.toLowerCase() === q.city.toLowerCase()),
    );
    const times = stations.flatMap((st) => st.prices.flatMap((p) => (p.reported_at ? [p.reported_at] : [])));
    return {
      data: board(stations, q.fuel ? [q.fuel] : FUEL_TYPES),
      meta: {
        country: q.country,
        currency: stations[0]?.currency ?? 'RWF',
        updated_at: times.sort().at(-1) ?? null,
      },
    };
  }),
  handle('GET', '/widgets/{widget_key}/fuel-prices', (ctx) => {
    const q = parse(FuelWidgetQuery, Object.fromEntries(ctx.query));
    const st =
      gas(ctx).stations.find((x) => x.widget_key === ctx.params.widget_key) ??
      fail(404, 'Unknown widget key.');
    const city = gas(ctx).stations.filter((x) => x.country === st.country && x.city === st.city);
    const times = st.prices.flatMap((p) => (p.reported_at ? [p.reported_at] : [])).sort();
    return {
      data: {
        widget_key: st.widget_key,
        brand_color: st.brand_color,
        mode: q.mode,
        station: listItem(st, q.fuel, null),
        board: q.mode === 'board' ? (board(city, [q.fuel])[0] ?? null) : null,
        updated_at: times.at(-1) ?? null,
      },
    };
  }),
  handle('GET', '/partner/stations/{id}', (ctx) => staffView(ctx, staffStation(ctx))),
  handle('PUT', '/partner/stations/{id}/prices', (ctx) => {
    const st = staffStation(ctx);
    const body = parse(StationPricesUpdate, ctx.body);
    for (const { fuel_type, price, sold } of body.prices) {
      if (!sold) {
        st.prices = st.prices.filter((p) => p.fuel_type !== fuel_type);
        continue;
      }
      const p = st.prices.find((x) => x.fuel_type === fuel_type);
      if (!p) fail(422, INVALID, { 'prices.fuel_type': [`${notAvailableMessage(fuel_type)} yet.`] });
      const minor = price === null ? null : Math.round(price * 10 ** (p?.currency_exponent ?? 0));
      show(ctx, st, fuel_type, minor, 'station', 0);
      st.staff_prices = st.staff_prices.map((s) =>
        s.fuel_type === fuel_type
          ? { ...s, price, price_minor: minor, set_at: ctx.s.now().toISOString() }
          : s,
      );
    }
    return staffView(ctx, st);
  }),
  handle('PUT', '/partner/stations/{id}/products', (ctx) => {
    const st = staffStation(ctx);
    const body = parse(StationProductsUpdate, ctx.body);
    st.products = body.products.map((p, i) => ({
      id: st.id * 10 + 1 + i,
      name: p.name,
      kind: p.kind,
      available: p.available,
      variants: p.variants.map((v) => ({
        id: ctx.s.nextId(),
        label: v.label,
        brand: v.brand ?? null,
        price: v.price ?? null,
        price_minor:
          v.price == null ? null : Math.round(v.price * 10 ** (st.prices[0]?.currency_exponent ?? 0)),
        currency: st.currency,
        listing_id: null,
      })),
    }));
    st.oil_brands = [
      ...new Set(
        st.products
          .filter((p) => p.kind === 'engine_oil')
          .flatMap((p) => p.variants.flatMap((v) => (v.brand ? [v.brand] : []))),
      ),
    ].sort();
    return staffView(ctx, st);
  }),
  handle('PATCH', '/partner/stations/{id}', (ctx) => {
    const st = staffStation(ctx);
    const body = parse(StationUpdate, ctx.body);
    if (body.opening_hours) {
      st.opening_hours = body.opening_hours;
      st.open_24h = isAlwaysOpen(body.opening_hours);
    }
    if (body.amenities) st.amenities = body.amenities;
    if (body.services) st.services = body.services.map((s) => ({ ...s, currency: st.currency }));
    if (body.phone) st.phone = body.phone;
    return staffView(ctx, st);
  }),
];
