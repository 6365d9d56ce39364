/**
 * Drizzle tables of the spareshop (issue #10; spec §3 Listing): sellers, listings (spare parts and
 * cars for sale) with images and fitment, the member cart, orders with their lines, and payments.
 * Money: integer minor units of the listing's currency (`price_minor`, `currency_exponent`; RWF none).
 * Mileage in km. Re-exported by `./schema`.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  optionalRef,
  ownedBy,
  pictureFile,
  serialTable,
  textList,
  timestamps,
  timestamptz,
} from './columns';
import { trigramIndex } from './filters';
import { currencyWithExponent, minorUnits } from './money';
import { makes, models, providers, users } from './schema';

/** PostgreSQL `tsvector` (full-text document). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A parts shop (`shop`, seeded), a private member (`member`, made on the member's first listing) or a
 * gas station (`gas_station`, one per station, selling its fuels and products; issue #11).
 */
export const sellers = serialTable(
  'sellers',
  {
    type: text('type').$type<'shop' | 'member' | 'gas_station'>().notNull(),
    /** The member behind a private seller (or the staff login of a shop); null for seeded shops. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The gas station behind a `gas_station` seller (issue #11); null otherwise. */
    providerId: integer('provider_id').references((): AnyPgColumn => providers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sellers_slug_unique').on(t.slug),
    uniqueIndex('sellers_user_unique').on(t.userId),
    uniqueIndex('sellers_provider_unique').on(t.providerId),
  ],
);

/**
 * A listing: a spare part (`kind` part, one of the part categories) or a car for sale (`kind` car,
 * category `vehicles`, with year, mileage, fuel, transmission). `search_doc` is the lower-case text
 * searched (title, brand, category, OEM numbers with and without dashes, fitment makes and models);
 * `year_min`/`year_max` the years it covers (a car's year; a part's fitment range) for the year filter.
 */
/**
 * The full-text document of a published listing for the list's search: `search_tsv` plus one lexeme
 * per filter value (`country_rw`, `category_brakes`, `condition_new`, `kind_part`), so one GIN index
 * answers a search together with its filters. Core PostgreSQL only (no btree_gin: loaded next to
 * pg_trgm, it breaks pg_trgm's index functions in PGlite 0.5). The query must use this same expression.
 */
export function listingFilterDoc(t: {
  searchTsv: AnyPgColumn;
  country: AnyPgColumn;
  category: AnyPgColumn;
  condition: AnyPgColumn;
  kind: AnyPgColumn;
}): SQL {
  return sql`(${t.searchTsv} || array_to_tsvector(array['country_' || lower(${t.country}), 'category_' || lower(${t.category}), 'condition_' || lower(${t.condition}), 'kind_' || lower(${t.kind})]))`;
}

export const listings = serialTable(
  'listings',
  {
    sellerId: ownedBy('seller_id', () => sellers.id),
    kind: text('kind').$type<'part' | 'car' | 'station_product'>().notNull(),
    status: text('status').$type<'draft' | 'published' | 'paused' | 'sold'>().notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    brand: text('brand'),
    condition: text('condition').$type<'New' | 'Used' | 'Certified'>().notNull(),
    features: textList('features'),
    oemNumbers: textList('oem_numbers'),
    priceMinor: minorUnits('price_minor').notNull(),
    ...currencyWithExponent(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    stock: integer('stock').notNull().default(1),
    featured: boolean('featured').notNull().default(false),
    year: integer('year'),
    mileageKm: integer('mileage_km'),
    fuel: text('fuel'),
    transmission: text('transmission'),
    makeId: optionalRef('make_id', () => makes.id),
    modelId: optionalRef('model_id', () => models.id),
    yearMin: integer('year_min'),
    yearMax: integer('year_max'),
    contactWhatsapp: text('contact_whatsapp'),
    buyUrl: text('buy_url'),
    searchDoc: text('search_doc').notNull().default(''),
    /** `search_doc` as an english full-text document, kept by PostgreSQL (stored generated column). */
    searchTsv: tsvector('search_tsv').generatedAlwaysAs(sql`to_tsvector('english'::regconfig, search_doc)`),
    ...timestamps(),
  },
  (t) => [
    check('listings_stock_nonnegative', sql`${t.stock} >= 0`),
    check('listings_price_positive', sql`${t.priceMinor} > 0`),
    index('listings_price_idx').on(t.status, t.country, t.priceMinor, t.id),
    index('listings_newest_idx').on(t.status, t.country, t.createdAt, t.id),
    index('listings_category_price_idx').on(t.status, t.category, t.priceMinor, t.id),
    index('listings_mileage_idx').on(t.status, t.kind, t.mileageKm, t.id),
    index('listings_seller_idx').on(t.sellerId, t.createdAt),
    trigramIndex('listings_search_trgm_idx', t.searchDoc),
    // The list's search with its equality filters in one GIN index (migration 0007): the search text plus
    // one lexeme per filter value (`LISTING_FILTER_DOC`), so a search with country/category/condition/kind
    // reads only the matching rows' pages (issue #10, bench:api).
    index('listings_published_search_idx')
      .using('gin', listingFilterDoc(t))
      .where(sql`${t.status} = 'published'`),
    index('listings_features_idx').using('gin', t.features),
  ],
);

/** Photos of a listing in display order: `key` names the files (`<key>-<size>.webp`), or a generated SVG. */
export const listingImages = serialTable(
  'listing_images',
  {
    listingId: ownedBy('listing_id', () => listings.id),
    position: integer('position').notNull(),
    /** Three WebP sizes on disk, or the category's SVG illustration. */
    ...pictureFile(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_images_listing_idx').on(t.listingId, t.position)],
);

/** Which cars a part fits: a make, a model (null = all models of the make), years inclusive. */
export const listingFitments = serialTable(
  'listing_fitments',
  {
    listingId: ownedBy('listing_id', () => listings.id),
    makeId: ownedBy('make_id', () => makes.id),
    modelId: integer('model_id').references(() => models.id, { onDelete: 'cascade' }),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
  },
  (t) => [
    index('listing_fitments_listing_idx').on(t.listingId),
    index('listing_fitments_car_idx').on(t.makeId, t.modelId, t.yearFrom, t.yearTo),
  ],
);

/** A member's cart line (one per listing). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: ownedBy('user_id', () => users.id),
    listingId: ownedBy('listing_id', () => listings.id),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/**
 * An order of one buyer from one seller in one currency (issue #10 "Order states as data").
 * `idempotency_key` unique per buyer: a repeated POST answers the first order. `stock_held` is true
 * while the order holds its units (given back on payment failure, expiry or cancel).
 */
export const orders = serialTable(
  'orders',
  {
    buyerId: ownedBy('buyer_id', () => users.id),
    sellerId: ownedBy('seller_id', () => sellers.id),
    status: text('status')
      .$type<
        'pending_payment' | 'paid' | 'confirmed' | 'completed' | 'payment_failed' | 'cancelled' | 'expired'
      >()
      .notNull(),
    paymentMethod: text('payment_method').$type<'momo' | 'airtel' | 'cash'>().notNull(),
    idempotencyKey: text('idempotency_key'),
    totalMinor: minorUnits('total_minor').notNull(),
    ...currencyWithExponent(),
    buyerName: text('buyer_name').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCity: text('delivery_city'),
    note: text('note'),
    stockHeld: boolean('stock_held').notNull().default(true),
    expiresAt: timestamptz('expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_buyer_idempotency_unique').on(t.buyerId, t.idempotencyKey),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);

/** Lines of an order: title and unit price as they were when ordered. */
export const orderItems = serialTable(
  'order_items',
  {
    orderId: ownedBy('order_id', () => orders.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: minorUnits('unit_price_minor').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_listing_idx').on(t.listingId)],
);

/**
 * A payment attempt, modelled on MTN MoMo Collections "request to pay": `reference` is our external
 * id (UUID, also the X-Reference-Id), `provider_reference` the provider's transaction id.
 */
export const payments = serialTable(
  'payments',
  {
    orderId: ownedBy('order_id', () => orders.id),
    provider: text('provider').$type<'simulator' | 'momo' | 'airtel' | 'cash'>().notNull(),
    method: text('method').$type<'momo' | 'airtel' | 'cash'>().notNull(),
    reference: text('reference').notNull(),
    providerReference: text('provider_reference'),
    msisdn: text('msisdn').notNull(),
    amountMinor: minorUnits('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'PENDING' | 'SUCCESSFUL' | 'FAILED'>().notNull().default('PENDING'),
    reason: text('reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    index('payments_order_idx').on(t.orderId),
  ],
);

/**
 * The words of every listing's search text (letters only, 3+ long): the vocabulary a misspelt search
 * word is corrected against (trigram similarity, "brak" → "brake") before the full-text match.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // GiST, not GIN: the closest words come from the index in similarity order (`word <-> term`, KNN).
  index('search_words_trgm_gist_idx').using('gist', t.word.op('gist_trgm_ops')),
]);
