/**
 * The spareshop (spec §2 Marketplace list / Listing detail, §3 Listing / Checkout item, §5, §7
 * `GET /marketplace/listings`, §8, §9; issue #10): listings of spare parts and cars for sale with
 * fitment, the member's own listings, the cart, orders and mobile-money payments.
 *
 * Money: every listing is priced in its country's currency (`MARKET_CURRENCIES`); `price_minor` is the
 * integer amount in the currency's minor unit (RWF and UGX have none), `price` the same amount in major
 * units. `min_price`/`max_price` filters and the `price` of a create body are major units. Mileage in km.
 */
import { z } from 'zod';
import {
  CursorMeta,
  coercedId,
  dataOf,
  IsoDateTime,
  id,
  listOf,
  MultilineText,
  pageOf,
  priceFields,
  Text,
} from './common';
import {
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_FEATURES,
  LISTING_KINDS,
  LISTING_PAGE,
  LISTING_SORTS,
  LISTING_STATUSES,
  MARKET_COUNTRIES,
  MAX_LISTING_PHOTOS,
  MAX_QUANTITY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SELL_CATEGORIES,
  SELL_KINDS,
  SELLER_TYPES,
} from './marketplaceOptions';
import {
  commaEnum,
  commaList,
  countryParam,
  cursorParam,
  optionalParam,
  pageSizeParam,
  rangeInOrder,
  sortParam,
} from './query';

export * from './marketplaceOptions';

export const ListingCategory = z.enum(LISTING_CATEGORIES);
export type ListingCategory = z.infer<typeof ListingCategory>;
export const ListingCondition = z.enum(LISTING_CONDITIONS);
export type ListingCondition = z.infer<typeof ListingCondition>;
export const ListingFeature = z.enum(LISTING_FEATURES);
export type ListingFeature = z.infer<typeof ListingFeature>;
export const ListingSort = z.enum(LISTING_SORTS);
export type ListingSort = z.infer<typeof ListingSort>;
export const ListingKind = z.enum(LISTING_KINDS);
export type ListingKind = z.infer<typeof ListingKind>;
/** What a member may list (create and edit bodies): a part or a car, in a part category or `vehicles`. */
export const SellKind = z.enum(SELL_KINDS);
export const SellCategory = z.enum(SELL_CATEGORIES);
export const ListingStatus = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof ListingStatus>;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const MarketCountry = z.enum(MARKET_COUNTRIES);
export type MarketCountry = z.infer<typeof MarketCountry>;

/** Aliases of `sort` (labels other clients send), by the sort they mean. */
const SORT_ALIASES: Partial<Record<ListingSort, string[]>> = {
  price_low: ['price', 'price_asc', 'low_to_high'],
  price_high: ['price_desc', 'high_to_low'],
  newest: ['latest', 'newest_first'],
  mileage_low: ['mileage', 'lowest_mileage'],
};

const year = (field: string) =>
  optionalParam(
    z.coerce
      .number()
      .int(`The ${field} must be a whole year.`)
      .min(1900, `The ${field} must be 1900 or later.`)
      .max(2100, `The ${field} must be 2100 or earlier.`),
  );
const money = (field: string) =>
  optionalParam(
    z.coerce.number().min(0, `The ${field} cannot be negative.`).max(1e12, `The ${field} is too large.`),
  );

/**
 * Query of GET /marketplace/listings (spec §7; issue #10). Every filter runs in SQL:
 * - `search`: full text plus trigram (typo-tolerant; OEM numbers with or without dashes), ≤ 100 chars;
 * - `category` (`all` = none), `kind` (part | car);
 * - `min_price`/`max_price` in major units of each listing's currency;
 * - `year_from`/`year_to`: a car's year, a part's fitment years overlapping the range;
 * - `brand`, `condition`, `features` (comma lists; a listing must have every feature asked);
 * - `country` (none = every country); `fits` a vehicle id of the signed-in member (401 without token,
 *   404 for another member's vehicle): only parts whose fitment covers that car;
 * - `sort` (default price_low, spec §9); cursor paging: `cursor` from `meta.next_cursor`, `limit` ≤ 50.
 */
export const ListingQuery = z
  .object({
    search: optionalParam(Text.trim().max(100, 'The search may be at most 100 characters.')),
    category: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v.trim().toLowerCase() === 'all' || v.trim() === ''
            ? undefined
            : v.trim().toLowerCase()
          : v,
      ListingCategory.optional(),
    ),
    kind: optionalParam(ListingKind),
    sort: sortParam(SORT_ALIASES, ListingSort.default('price_low')),
    min_price: money('minimum price'),
    max_price: money('maximum price'),
    year_from: year('year from'),
    year_to: year('year to'),
    brand: z.preprocess(commaList, z.array(Text.max(60)).max(10).optional()),
    condition: commaEnum(LISTING_CONDITIONS, 'condition', { ignoreCase: true }),
    features: commaEnum(LISTING_FEATURES, 'feature', { ignoreCase: true }),
    country: countryParam(),
    fits: optionalParam(coercedId()),
    seller_id: optionalParam(coercedId()),
    cursor: cursorParam(200),
    limit: pageSizeParam(LISTING_PAGE),
  })
  .superRefine((q, ctx) => {
    rangeInOrder(q, ctx, ['min_price', 'max_price'], 'The maximum price must be at least the minimum price.');
    rangeInOrder(q, ctx, ['year_from', 'year_to'], 'The year to must be at least the year from.');
  });
export type ListingQuery = z.input<typeof ListingQuery>;

/** A photo of a listing: WebP in three widths (thumb 320, medium 800, full 1600), or a generated SVG. */
export const ListingImage = z.object({
  id: z.number().int(),
  position: z.number().int(),
  url: z.string(),
  medium_url: z.string(),
  thumb_url: z.string(),
});
export type ListingImage = z.infer<typeof ListingImage>;

/** One fitment row: make, optional model (null = every model of the make), years inclusive. */
export const Fitment = z.object({
  make_id: z.number().int(),
  make: z.string(),
  model_id: z.number().int().nullable(),
  model: z.string().nullable(),
  year_from: z.number().int(),
  year_to: z.number().int(),
});
export type Fitment = z.infer<typeof Fitment>;

/** A seller: a parts shop or a private member. */
export const Seller = z.object({
  id: z.number().int(),
  type: z.enum(SELLER_TYPES),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type Seller = z.infer<typeof Seller>;

/** A listing (spec §3 Listing) as lists, the detail page, cart and orders show it. */
export const Listing = z.object({
  id: z.number().int(),
  kind: ListingKind,
  status: ListingStatus,
  title: z.string(),
  description: z.string(),
  category: ListingCategory,
  brand: z.string().nullable(),
  condition: ListingCondition,
  features: z.array(ListingFeature),
  oem_numbers: z.array(z.string()),
  fitment: z.array(Fitment),
  /** In `currency`: `price` major units, `price_minor` the same in integer minor units. */
  ...priceFields,
  currency: z.string(),
  currency_exponent: z.number().int(),
  country: z.string(),
  city: z.string(),
  /** "City, Country". */
  location: z.string(),
  image_url: z.string().nullable(),
  images: z.array(ListingImage),
  featured: z.boolean(),
  /** A car's year, else null. */
  year: z.number().int().nullable(),
  /** A car's mileage in km, else null. */
  mileage: z.number().int().nullable(),
  mileage_unit: z.literal('km'),
  fuel: z.string().nullable(),
  transmission: z.string().nullable(),
  /** A car's make and model (reference ids and names), else null. */
  make_id: z.number().int().nullable(),
  model_id: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  /** Units in stock (0 = sold out). */
  stock: z.number().int(),
  seller: Seller,
  seller_name: z.string(),
  contact_whatsapp: z.string().nullable(),
  buy_url: z.string().nullable(),
  /** With `fits`: whether the fitment covers that car; else null. */
  fits: z.boolean().nullable(),
  /** A gas station's product (kind `station_product`, spec §3 Checkout item `station_id`); else null. */
  station_id: z.number().int().nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Listing = z.infer<typeof Listing>;

/**
 * Cursor-paging meta: `total` matches of the filters, counted up to {@link LISTING_TOTAL_CAP} (1,000:
 * a total of 1,000 means 1,000 or more), the same on every page; `next_cursor` null on the last page.
 */
export const ListingPageMeta = z.object({ total: z.number().int(), ...CursorMeta.shape });
/** Answer of GET /marketplace/listings (spec §7 "data … plus meta"). */
export const ListingPage = pageOf(Listing, ListingPageMeta);
export type ListingPage = z.infer<typeof ListingPage>;
export const ListingData = dataOf(Listing);
export const ListingList = listOf(Listing);

/** Path params of a photo. */
export const PhotoParams = z.object({ id: coercedId(), photo_id: coercedId() });
/** Path param of an image file: `<key>-<size>.webp` or `<category>.svg`. */
export const ImageParams = z.object({
  name: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+\.(webp|svg)$/, 'Unknown image.'),
});

const FitmentInput = z.object({
  make_id: id('Choose a make.'),
  model_id: id('Choose a model.').nullable().optional(),
  year_from: z.number().int().min(1960).max(2100),
  year_to: z.number().int().min(1960).max(2100),
});
const OemNumber = Text.trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/, 'Use letters, digits and dashes.');
const optionalText = (max: number) => Text.trim().max(max).optional();

/** Fields a seller sends when listing (create) or editing (update); price in major units. */
const listingFields = {
  kind: SellKind,
  title: Text.trim().min(3, 'The title must be at least 3 characters.').max(120),
  description: MultilineText.trim().max(4000),
  category: SellCategory,
  brand: optionalText(60),
  condition: ListingCondition,
  features: z.array(ListingFeature).max(4),
  oem_numbers: z.array(OemNumber).max(10),
  fitment: z.array(FitmentInput).max(20),
  price: z.number().positive('The price must be more than 0.').max(1e11),
  country: MarketCountry,
  city: Text.trim().min(2).max(80),
  stock: z.number().int().min(0).max(100_000),
  year: z.number().int().min(1960).max(2100).nullable(),
  mileage: z.number().int().min(0).max(5_000_000).nullable(),
  fuel: optionalText(30),
  transmission: optionalText(30),
  make_id: id().nullable(),
  model_id: id().nullable(),
  contact_whatsapp: optionalText(30),
  /** The seller's own shop page (http/https); '' clears it on an edit. */
  buy_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).optional(),
};

/**
 * What a car for sale must tell buyers (issue #10 "cars for sale (year, mileage, fuel, transmission)"),
 * with the 422 message of each missing field. Fuel and transmission are names of the reference lists
 * (`GET /vehicle-specs/fuels`, `/transmissions`), checked by the server.
 */
export const CAR_REQUIRED = {
  make_id: 'Choose the make of the car.',
  model_id: 'Choose the model of the car.',
  year: 'The year field is required for a car.',
  mileage: 'Enter the mileage in km.',
  fuel: 'Choose the fuel.',
  transmission: 'Choose the transmission.',
} as const;

/**
 * Body of POST /marketplace/listings. `status` draft (default) or published; a car (`kind` car, category
 * vehicles) needs every field of {@link CAR_REQUIRED} (make, model, year, mileage in km, fuel,
 * transmission); fitment years `year_from ≤ year_to` and models of the given make.
 */
export const ListingCreate = z
  .object({
    ...listingFields,
    kind: SellKind.default('part'),
    description: listingFields.description.default(''),
    features: listingFields.features.default([]),
    oem_numbers: listingFields.oem_numbers.default([]),
    fitment: listingFields.fitment.default([]),
    country: MarketCountry.default('RW'),
    stock: listingFields.stock.default(1),
    year: listingFields.year.optional(),
    mileage: listingFields.mileage.optional(),
    make_id: listingFields.make_id.optional(),
    model_id: listingFields.model_id.optional(),
    status: z.enum(['draft', 'published']).default('draft'),
  })
  .superRefine((body, ctx) => {
    if (body.kind !== 'car') return;
    for (const [field, message] of Object.entries(CAR_REQUIRED)) {
      const value = body[field as keyof typeof CAR_REQUIRED];
      if (value === undefined || value === null || value === '')
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ListingCreate = z.input<typeof ListingCreate>;

/** Body of PUT /marketplace/listings/{id}/photos/order: every photo id of the listing, cover first. */
export const PhotoOrder = z.object({
  image_ids: z
    .array(z.number().int().positive())
    .min(1, 'Send the ids of the listing photos.')
    .max(MAX_LISTING_PHOTOS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo may appear once.'),
});
export type PhotoOrder = z.input<typeof PhotoOrder>;

/** Body of PATCH /marketplace/listings/{id}: any field of the create body, plus every `status`. */
export const ListingUpdate = z
  .object({
    ...Object.fromEntries(Object.entries(listingFields).map(([k, v]) => [k, v.optional()])),
    status: ListingStatus.optional(),
  } as { [K in keyof typeof listingFields]: z.ZodOptional<(typeof listingFields)[K]> } & {
    status: z.ZodOptional<typeof ListingStatus>;
  })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type ListingUpdate = z.input<typeof ListingUpdate>;

/** One cart line: the listing as it is now, quantity bounded by stock. */
export const CartItem = z.object({
  listing_id: z.number().int(),
  quantity: z.number().int(),
  /** Minor units: unit price × quantity. */
  line_total_minor: z.number().int(),
  /** False when the listing is no longer published or has less stock than `quantity`. */
  available: z.boolean(),
  listing: Listing,
});
export type CartItem = z.infer<typeof CartItem>;
/** Amount per currency (a cart may hold listings of several countries). */
export const CurrencyTotal = z.object({
  currency: z.string(),
  amount_minor: z.number().int(),
  amount: z.number(),
});
/** Answer of the cart calls: the lines, newest first, with `count` (units, for the top-bar badge). */
export const Cart = pageOf(CartItem, z.object({ count: z.number().int(), totals: z.array(CurrencyTotal) }));
export type Cart = z.infer<typeof Cart>;
export const CartItemParams = z.object({ listing_id: coercedId() });
const Quantity = z
  .number()
  .int()
  .min(1, 'The quantity must be at least 1.')
  .max(MAX_QUANTITY, `The quantity may be at most ${MAX_QUANTITY}.`);
/** Body of PUT /cart/items/{listing_id}: the quantity (1..99, and at most the stock: else 422). */
export const CartItemPut = z.object({ quantity: Quantity });
/** Body of POST /cart/merge: the visitor's local cart, merged into the member's at sign-in. */
export const CartMerge = z.object({
  items: z.array(z.object({ listing_id: id(), quantity: Quantity })).max(50),
});

/**
 * Body of POST /orders (one seller, one currency per order): `items` from the cart or one listing;
 * `phone` the payer's mobile (E.164 per country; MoMo/Airtel prompt it); delivery name and address.
 * Header `Idempotency-Key` (≤ 100 chars): the same key answers the same order.
 */
export const OrderCreate = z.object({
  items: z
    .array(z.object({ listing_id: id(), quantity: Quantity }))
    .min(1, 'Choose at least one item.')
    .max(50),
  payment_method: PaymentMethod,
  phone: Text.trim().min(6, 'Enter a mobile number.').max(30),
  full_name: Text.trim().min(2, 'Enter your name.').max(120),
  delivery_address: Text.trim().min(3, 'Enter a delivery address.').max(240),
  delivery_city: Text.trim().max(80).optional(),
  note: MultilineText.trim().max(500).optional(),
});
export type OrderCreate = z.input<typeof OrderCreate>;

/** One line of an order (title and price as they were when ordered). */
export const OrderItem = z.object({
  listing_id: z.number().int(),
  title: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  line_total_minor: z.number().int(),
});
/** The latest payment attempt of an order. */
export const Payment = z.object({
  id: z.number().int(),
  provider: z.enum(['simulator', 'momo', 'airtel', 'cash']),
  method: PaymentMethod,
  reference: z.string(),
  status: PaymentStatus,
  msisdn: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  reason: z.string().nullable(),
  /** Simulator only (outside production): the call that approves or declines it. */
  simulator_url: z.string().nullable(),
  created_at: IsoDateTime,
});
export type Payment = z.infer<typeof Payment>;
/** An order (issue #10 "Order states as data"). */
export const Order = z.object({
  id: z.number().int(),
  status: OrderStatus,
  payment_method: PaymentMethod,
  items: z.array(OrderItem),
  total_minor: z.number().int(),
  total: z.number(),
  currency: z.string(),
  currency_exponent: z.number().int(),
  seller: Seller,
  buyer_name: z.string(),
  phone: z.string(),
  delivery_address: z.string(),
  delivery_city: z.string().nullable(),
  note: z.string().nullable(),
  payment: Payment.nullable(),
  /** When a pending payment stops holding the stock. */
  expires_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  /**
   * Issue #13 "Close the loop", the buyer's view only (null for the seller): the expense that logs this
   * order of parts on one of the buyer's cars (POST /orders/{id}/expense), or null.
   */
  expense: z.object({ id: z.number().int(), vehicle_id: z.number().int() }).nullable(),
  /**
   * The buyer's cars that a part of this order fits (the listings' recorded fitment), for the expense
   * prompt's default car; [] for the seller and for parts without fitment.
   */
  fits_vehicle_ids: z.array(z.number().int()),
});
export type Order = z.infer<typeof Order>;
export const OrderData = dataOf(Order);
export const OrderList = listOf(Order);
/** Body of POST /marketplace/orders/{id}/status: the seller moves an order on. */
export const SellerOrderUpdate = z.object({ status: z.enum(['confirmed', 'completed', 'cancelled']) });
/** Path of a payment callback: the provider. */
export const CallbackParams = z.object({ provider: z.enum(['momo', 'airtel', 'simulator']) });
/**
 * Body of a payment callback (MTN MoMo: `externalId`/`referenceId`, Airtel: `transaction.id`). The body
 * only names the payment: its state is read back from the provider, so a forged callback changes nothing.
 * Texts refuse control characters (a 422 naming the field; NUL was a 500 in the database).
 */
export const PaymentCallback = z.object({
  externalId: Text.max(100).optional(),
  referenceId: Text.max(100).optional(),
  financialTransactionId: Text.max(100).optional(),
  status: Text.max(40).optional(),
  transaction: z.object({ id: Text.max(100).optional() }).optional(),
});
export const CallbackAnswer = z.object({ status: PaymentStatus.nullable() });
/** Path of the simulator's decision. */
export const SimulatorParams = z.object({ reference: z.string().uuid('Unknown payment.') });
/** Body of the simulator's decision (dev outbox link). */
export const SimulatorDecision = z.object({ decision: z.enum(['approve', 'decline']) });
