/**
 * The partner console's station section (issue #11 "the console gains a station section: prices,
 * products, hours, widget"): what a gas station's staff read and change under /partner/stations/{id}.
 * The widget key and allowed origins are the provider's own (`GET|PUT /partner/widget?provider_id=`).
 * Prices in major units of the station's currency (RWF, KES, UGX, TZS); a staff price becomes the shown
 * price at once (source `station`).
 */
import { z } from 'zod';
import { IsoDateTime, nullablePriceFields, Text } from './common';
import {
  Amenity,
  FuelInput,
  FuelType,
  GasStationDetail,
  StationHours,
  StationProductKind,
} from './gasStations';

/** The staff's own price of a fuel (null: none set), beside the shown price of `prices`. */
export const StaffPrice = z.object({
  fuel_type: FuelType,
  ...nullablePriceFields,
  set_at: IsoDateTime.nullable(),
});
export type StaffPrice = z.infer<typeof StaffPrice>;

/** GET /partner/stations/{id} and every station write: the station page plus the staff's prices. */
export const PartnerStation = z.object({
  data: GasStationDetail.extend({ staff_prices: z.array(StaffPrice) }),
});
export type PartnerStation = z.infer<typeof PartnerStation>;

const Price = z.number().positive('The price must be more than 0.').max(1_000_000, 'The price is too large.');

/**
 * PUT /partner/stations/{id}/prices: fuels to set, each once. `price` per litre (major units) becomes the
 * shown price now (source station); `price: null` keeps selling the fuel without a price (Buy Now off);
 * `sold: false` stops selling it. Fuels left out are unchanged. A price above the regulated ceiling is
 * accepted and flagged (`above_ceiling`).
 */
export const StationPricesUpdate = z.object({
  prices: z
    .array(z.object({ fuel_type: FuelInput, price: Price.nullable(), sold: z.boolean().default(true) }))
    .min(1, 'Send at least one fuel.')
    .max(3)
    .refine((list) => new Set(list.map((p) => p.fuel_type)).size === list.length, 'List each fuel once.'),
});
export type StationPricesUpdate = z.input<typeof StationPricesUpdate>;

const Name = (max: number) => Text.trim().min(1, 'The name is required.').max(max);

/** One variant in a products update; `price` null or absent = "Available" without a price. */
export const VariantInput = z.object({
  label: Name(60),
  brand: Text.trim().max(60).nullable().optional(),
  price: Price.nullable().optional(),
});

/**
 * PUT /partner/stations/{id}/products: the whole list of products other than fuel, in display order
 * (replaces it). Products and variants are matched by name and label, so a kept variant keeps its id
 * and its spareshop listing (carts stay valid); a removed one is no longer sold.
 */
export const StationProductsUpdate = z.object({
  products: z
    .array(
      z.object({
        name: Name(80),
        kind: StationProductKind.default('other'),
        available: z.boolean().default(true),
        variants: z
          .array(VariantInput)
          .max(20)
          .refine(
            (list) => new Set(list.map((v) => v.label.toLowerCase())).size === list.length,
            'List each variant label once.',
          )
          .default([]),
      }),
    )
    .max(30)
    .refine(
      (list) => new Set(list.map((p) => p.name.toLowerCase())).size === list.length,
      'List each product once.',
    ),
});
export type StationProductsUpdate = z.input<typeof StationProductsUpdate>;

/**
 * PATCH /partner/stations/{id}: any of the station's hours (the whole week; see {@link StationHours}),
 * amenities, services (the whole list, in order; `price_from` null = a dash) and phone.
 */
export const StationUpdate = z
  .object({
    opening_hours: z.array(StationHours).max(21).optional(),
    amenities: z
      .array(Amenity)
      .max(5)
      .refine((list) => new Set(list).size === list.length, 'List each amenity once.')
      .optional(),
    services: z
      .array(z.object({ name: Name(80), price_from: Price.nullable() }))
      .max(20)
      .refine(
        (list) => new Set(list.map((s) => s.name.toLowerCase())).size === list.length,
        'List each service once.',
      )
      .optional(),
    phone: Text.trim().min(6).max(30).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change.');
export type StationUpdate = z.input<typeof StationUpdate>;
