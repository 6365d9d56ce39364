/**
 * Garage and carwash routes (spec §2 Garages / Carwashes, §3 Garage / Carwash, §7, §9): the two lists
 * with every filter and sort, popular brands, the provider page, free time slots, and the widget
 * start-up call. All public (no token needed).
 */
import { providerPaths as p, type RoutePath, widgetPaths as w } from '../paths';
import {
  PopularBrandList,
  ProviderData,
  ProviderPage,
  ProviderParams,
  ProviderQuery,
  SlotList,
  SlotQuery,
  WidgetConfig,
  WidgetKeyParam,
} from '../providers';
import { alwaysAnswers } from './parts';
import { tagged, withParts } from './route';

const errors = [404, 422] as const;
/**
 * `route` of the public provider calls: 404 for an unknown provider or widget key, 422 for a bad
 * parameter (unless a call names its own).
 */
const route = withParts(tagged(['providers']), { errors });

/** Garages and carwashes: the same list call but for the provider type. */
const list = <const P extends RoutePath>(path: P, summary: string) =>
  route(path, {
    summary,
    description:
      'Filters (all applied on the server): country (default RW), q (name, description or serviced make), ' +
      'city, service, min_price/max_price (RWF; on that service with `service`, else the lowest price), ' +
      'min_rating, lat+lng (+max_distance km), availability and certifications (comma lists; all ' +
      'certifications required). sort: rating (default) | reviews | name | fastest (spec §9 wait-time order) ' +
      '| closest | price_low. Paged: page, per_page (default 20, max 50); meta.cities = all cities.',
    query: ProviderQuery,
    answer: ProviderPage,
  });

/** Provider routes by name. */
export const providerRoutes = {
  garages: list(p.garages, 'Garages (spec §2 Garages, §7 GET /garages)'),
  carwashes: list(p.carwashes, 'Carwashes (spec §2 Carwashes, §7 GET /carwashes)'),
  popularBrands: route(p.popularBrands, {
    summary: 'Popular brands (spec §2 Garages, §9)',
    description: 'Top 10 makes by the number of members who own a vehicle of that make; ties by name.',
    ...alwaysAnswers(PopularBrandList),
  }),
  get: route(p.get, {
    summary: 'A garage or carwash page',
    description:
      '`type` garage | carwash; `id` numeric id or slug. Hours (effective), services (RWF, minutes), ' +
      '10 latest reviews, maps link, slot capacity.',
    params: ProviderParams,
    answer: ProviderData,
  }),
  slots: route(p.slots, {
    summary: 'Free time slots of a date (spec §4 Booking wizard, §9 slots)',
    description:
      'Hourly slots within the opening hours (or the §9 default slots), without past times (provider ' +
      'time zone) and without full slots; `available` = capacity minus pending/accepted bookings. ' +
      '422 on `date` when invalid, in the past or more than 60 days ahead.',
    params: ProviderParams,
    query: SlotQuery,
    answer: SlotList,
  }),
};

/** The booking widget's start-up call (issue #3). */
export const widgetRoutes = {
  config: route(w.config, {
    summary: 'Booking widget start-up data',
    description: 'The provider page data and brand colour of a widget key (404 for an unknown key).',
    params: WidgetKeyParam,
    answer: WidgetConfig,
  }),
};
