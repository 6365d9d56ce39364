/**
 * Garages and carwashes ("providers"): the lists with every filter and sort, the provider page, popular
 * brands and bookable time slots (spec §2 Garages / Carwashes / Advanced Filters panel, §3 Garage /
 * Carwash, §5 filter inputs, §7 GET /garages, /carwashes, §9 slots, services, filters, wait-time ordering).
 * Units: money in RWF (every provider's prices are stored in RWF), distances in km, durations in minutes,
 * times `HH:MM` in the provider's own time zone (default Africa/Kigali).
 */
import { z } from 'zod';
import { addressFields, dataOf, IsoDate, IsoDateTime, listOf, PageMeta, pageOf, Text } from './common';
import { Picture } from './photos';
import {
  AVAILABILITIES,
  CERTIFICATIONS,
  PROVIDER_KINDS,
  PROVIDER_TYPES,
  WAIT_TIMES,
} from './providerOptions';
import {
  blank,
  commaEnum,
  countryParamOr,
  latLngParams,
  latLngTogether,
  optionalParam,
  pageSizeParam,
  rangeInOrder,
  sortParam,
} from './query';

export type { PricingLabel, WaitTime } from './providerOptions';
export {
  AVAILABILITIES,
  CERTIFICATIONS,
  DEFAULT_BOOKING_SERVICES,
  DEFAULT_CARWASH_SERVICES,
  DEFAULT_TIMEZONE,
  DISTANCE_SLIDER,
  GARAGE_SERVICE_FILTERS,
  MIN_RATING_OPTIONS,
  PRICING_LABELS,
  PROVIDER_KINDS,
  PROVIDER_TYPES,
  WAIT_TIMES,
} from './providerOptions';

/** Schemas of the option lists of `./providerOptions`. */
export const ProviderType = z.enum(PROVIDER_TYPES);
export type ProviderType = z.infer<typeof ProviderType>;
/** Any provider row's type, gas stations included (partner console, staff accounts). */
export const ProviderKind = z.enum(PROVIDER_KINDS);
export type ProviderKind = z.infer<typeof ProviderKind>;
export const Availability = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof Availability>;
export const Certification = z.enum(CERTIFICATIONS);
export type Certification = z.infer<typeof Certification>;

/** Time of day `HH:MM` (24 h). */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00.');

/**
 * Opening hours of one weekday: `day` 0 = Sunday … 6 = Saturday, `open` < `close` (`HH:MM`, local time).
 * A weekday missing from the list is closed.
 */
export const OpeningHours = z.object({
  day: z.number().int().min(0).max(6),
  open: TimeOfDay,
  close: TimeOfDay,
});
export type OpeningHours = z.infer<typeof OpeningHours>;

/** One service of a provider: price from (RWF) and how long it takes (minutes). */
export const ProviderService = z.object({
  name: z.string(),
  price_from: z.number(),
  currency: z.string(),
  duration_min: z.number().int(),
});
export type ProviderService = z.infer<typeof ProviderService>;

/**
 * A garage or carwash as the lists show it: the spec §3 Garage fields (id, name, description, city,
 * address, phone, image, rating, reviews, isOpen, pricing, waitTime, services) and the §3 Carwash fields
 * (distance_km, price_from), plus what the filters and the booking wizard need.
 */
export const Provider = z.object({
  id: z.number().int(),
  type: ProviderType,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ...addressFields,
  phone: z.string(),
  /** Main photo URL. */
  image: z.string().nullable(),
  /** The cover photo its staff uploaded (16:9, WebP + AVIF at 3 widths; issue #16), null = none. */
  cover: Picture.nullable(),
  /** Its logo (square; issue #16), null = none. */
  logo: Picture.nullable(),
  images: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  /** km from the `lat`/`lng` of the query; null without them. */
  distance_km: z.number().nullable(),
  /** 0..5, one decimal. */
  rating: z.number(),
  /** Number of reviews. */
  reviews: z.number().int(),
  /** Open right now in the provider's time zone. */
  isOpen: z.boolean(),
  /** '$', '$$' or '$$$'. */
  pricing: z.string(),
  /** One of {@link WAIT_TIMES} (or free text, sorted last). */
  waitTime: z.string(),
  /** Service names, in the provider's order. */
  services: z.array(z.string()),
  services_detail: z.array(ProviderService),
  /** Lowest service price (RWF); with a `service` filter, that service's price. Null without services. */
  price_from: z.number().nullable(),
  currency: z.string(),
  certifications: z.array(z.string()),
  availability: z.string(),
  /** Makes the garage services (for the popular-brands search). */
  brands: z.array(z.string()),
  /** The effective weekly hours (the default schedule's hours when the provider set none). */
  opening_hours: z.array(OpeningHours),
  timezone: z.string(),
});
export type Provider = z.infer<typeof Provider>;

/** A review on the provider page. */
export const Review = z.object({
  id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  created_at: IsoDateTime,
});
export type Review = z.infer<typeof Review>;

/** The provider page: the list fields plus recent reviews and a map link. */
export const ProviderDetail = Provider.extend({
  /** Latest reviews, newest first (at most 10). */
  recent_reviews: z.array(Review),
  /** A maps search URL on the coordinates. */
  map_url: z.string(),
  /** Bookings per time slot. */
  capacity: z.number().int(),
});
export type ProviderDetail = z.infer<typeof ProviderDetail>;
export const ProviderData = dataOf(ProviderDetail);

/** Sorts of the lists: garages offer rating, reviews, name, fastest; carwashes rating, closest, price_low. */
export const PROVIDER_SORTS = ['rating', 'reviews', 'name', 'fastest', 'closest', 'price_low'] as const;
export const ProviderSort = z.enum(PROVIDER_SORTS);
export type ProviderSort = z.infer<typeof ProviderSort>;

/** Aliases accepted for `sort` (labels and names other clients send), by the sort they mean. */
const SORT_ALIASES: Partial<Record<ProviderSort, string[]>> = {
  rating: ['highest_rated'],
  reviews: ['most_reviews'],
  name: ['name_asc'],
  fastest: ['fastest_service', 'wait_time'],
  closest: ['distance', 'nearest'],
  price_low: ['price', 'lowest_price'],
};

/** Text without NUL characters (PostgreSQL text cannot hold them; they are refused with a 422). */
export const CleanText = Text;

/** `min_rating` (and its carwash-page name `minRating`): 0..5. */
const minRatingParam = () =>
  optionalParam(z.coerce.number().min(0).max(5, 'The minimum rating must be 5 or less.'));
/** `max_distance` (and its carwash-page name `maxDistance`): km, more than 0. */
const maxDistanceParam = () =>
  optionalParam(z.coerce.number().positive('The distance must be more than 0 km.').max(20_000));

/**
 * Query of GET /garages and GET /carwashes. Every filter applies on the server:
 * - `country` (default RW); `q` matches name, description or a serviced make (case-insensitive);
 * - `city` (exact, case-insensitive); `service` (the provider offers it);
 * - `min_price`/`max_price` (RWF) on the provider's lowest price, or on `service`'s price when given;
 * - `min_rating` (0..5); `lat`+`lng` (both or neither) give `distance_km`, and with `max_distance` (km)
 *   keep providers within it (`max_distance` without a position is ignored);
 * - `availability` and `certifications`: comma lists (a provider must hold every certification);
 * - `sort`: rating (default) | reviews | name | fastest (spec §9 wait-time order, unknown last) |
 *   closest (needs lat/lng; else by city then name) | price_low;
 * - `page` (1-based), `per_page` (default 20, max 50).
 * `minRating` and `maxDistance` (the carwash page's names) are accepted too.
 */
export const ProviderQuery = z
  .object({
    country: countryParamOr('RW'),
    q: optionalParam(CleanText.trim().max(100)),
    city: optionalParam(CleanText.trim().max(80)),
    service: optionalParam(CleanText.trim().max(80)),
    min_price: optionalParam(z.coerce.number().min(0, 'The minimum price cannot be negative.')),
    max_price: optionalParam(z.coerce.number().min(0, 'The maximum price cannot be negative.')),
    min_rating: minRatingParam(),
    minRating: minRatingParam(),
    ...latLngParams(),
    max_distance: maxDistanceParam(),
    maxDistance: maxDistanceParam(),
    availability: commaEnum(AVAILABILITIES, 'availability'),
    certifications: commaEnum(CERTIFICATIONS, 'certification'),
    sort: sortParam(SORT_ALIASES, ProviderSort.default('rating')),
    page: z.preprocess(blank, z.coerce.number().int().min(1).default(1)),
    per_page: pageSizeParam({ default: 20, max: 50 }),
  })
  .superRefine((q, ctx) => {
    latLngTogether(q, ctx);
    rangeInOrder(q, ctx, ['min_price', 'max_price'], 'The maximum price must be at least the minimum price.');
  });
export type ProviderQuery = z.input<typeof ProviderQuery>;

/** Paging meta of the lists plus every city of that type in that country (for the city select). */
export const ProviderListMeta = PageMeta.extend({ cities: z.array(z.string()) });
/** Answer of GET /garages and GET /carwashes. */
export const ProviderPage = pageOf(Provider, ProviderListMeta);
export type ProviderPage = z.infer<typeof ProviderPage>;

/** One make of the Popular Brands strip: how many members own a vehicle of it. */
export const PopularBrand = z.object({ make: z.string(), members: z.number().int() });
export type PopularBrand = z.infer<typeof PopularBrand>;
/** GET /garages/popular-brands: top 10 makes by member count, ties by name (spec §9). */
export const PopularBrandList = listOf(PopularBrand);
export type PopularBrandList = z.infer<typeof PopularBrandList>;

/** `garage`/`carwash` in a path; the plurals `garages`/`carwashes` are accepted too. */
export const ProviderTypeParam = z.preprocess(
  (v) => (v === 'garages' ? 'garage' : v === 'carwashes' ? 'carwash' : v),
  ProviderType,
);
/** Path of GET /providers/{type}/{id}: a numeric id or the provider's slug. */
export const ProviderParams = z.object({
  type: ProviderTypeParam,
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Use a provider id or slug.'),
});

export { MAX_BOOKING_DAYS_AHEAD, SLOT_DATE_MESSAGES } from './rules/slots';

/** Query of GET /providers/{type}/{id}/slots: `date` `YYYY-MM-DD` (local date of the provider). */
export const SlotQuery = z.object({ date: IsoDate });

/** A bookable start time and how many more bookings it takes. */
export const Slot = z.object({ time: TimeOfDay, available: z.number().int() });
export type Slot = z.infer<typeof Slot>;
/**
 * GET /providers/{type}/{id}/slots: the free slots of that date, earliest first (full and past ones left
 * out; an empty list is "No slots"). `meta.timezone` is the provider's.
 */
export const SlotList = pageOf(Slot, z.object({ date: IsoDate, timezone: z.string() }));
export type SlotList = z.infer<typeof SlotList>;

/** Path of GET /widgets/{widget_key}. */
export const WidgetKeyParam = z.object({
  widget_key: z.string().regex(/^[\w-]{8,80}$/, 'Not a widget key.'),
});
/** GET /widgets/{widget_key}: what a booking widget needs to start: its provider and brand colour. */
export const WidgetConfig = z.object({
  data: z.object({
    widget_key: z.string(),
    brand_color: z.string(),
    provider: ProviderDetail,
  }),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;
