/**
 * Spareshop routes (spec §2 Marketplace list / Listing detail, §7 GET /marketplace/listings, §9; issue
 * #10): the public list and detail, listing images, the seller's listings, photos and orders, the
 * member's cart, orders and payments, and the payment callbacks.
 */
import type { z } from 'zod';
import { IdParam } from '../common';
import {
  CallbackAnswer,
  CallbackParams,
  Cart,
  CartItemParams,
  CartItemPut,
  CartMerge,
  ImageParams,
  ListingCreate,
  ListingData,
  ListingList,
  ListingPage,
  ListingQuery,
  ListingUpdate,
  OrderCreate,
  OrderData,
  OrderList,
  PaymentCallback,
  PhotoOrder,
  PhotoParams,
  SellerOrderUpdate,
  SimulatorDecision,
  SimulatorParams,
} from '../marketplace';
import { OrderExpenseCreate, OrderExpenseCreated } from '../orderExpense';
import { marketplacePaths as p, type RoutePath } from '../paths';
import { created, noContent, pictureFile } from './parts';
import { tagged, withParts } from './route';

const route = tagged(['marketplace']);
const member = [401, 404, 409, 422] as const;
/** `route` for a call on one of my listings: by id, answering the listing. */
const myListing = withParts(route, { params: IdParam, answer: ListingData, errors: member });
/** `route` for a call on one of my orders (buyer or seller side): by id, answering the order. */
const myOrder = withParts(route, { params: IdParam, answer: OrderData, errors: member });
/** A change of my cart: answers the whole cart; nothing to find (no 404). */
const cartChange = { answer: Cart, errors: [401, 422] } as const;
/** One of the signed-in member's own lists (listings, orders, cart): nothing to send, 401 without a token. */
const myList = <const P extends RoutePath, const A extends z.ZodType>(path: P, summary: string, answer: A) =>
  route(path, { summary, answer, errors: [401] });

/** Spareshop routes by name. */
export const marketplaceRoutes = {
  listings: route(p.listings, {
    summary: 'Spare parts and cars for sale (spec §2 Marketplace list, §7)',
    description:
      'Published listings. search (full text + trigram: typo-tolerant, OEM numbers with or without ' +
      'dashes), category (all | engine | brakes | suspension | wheels | interior | exterior | electrical | ' +
      'vehicles), kind (part | car), min_price/max_price (major units of each listing currency), ' +
      "year_from/year_to (a car's year; a part's fitment years overlapping), brand, condition, features " +
      '(comma lists; every feature required), country, fits (a vehicle id of the signed-in member: only ' +
      'parts whose fitment covers it; 401 without token, 404 for another member), seller_id. sort: ' +
      'price_low (default) | price_high | newest | mileage_low. Cursor paging: limit (default 20, max 50), ' +
      'cursor = meta.next_cursor; meta.total counts the matches up to 1,000 (LISTING_TOTAL_CAP: 1,000 ' +
      'means at least 1,000).',
    query: ListingQuery,
    answer: ListingPage,
    errors: [401, 404, 422],
  }),
  listing: route(p.listing, {
    summary: 'One listing (spec §2 Listing detail)',
    description:
      'Published, paused and sold listings; a draft is a 404 (its seller reads it from /marketplace/mine).',
    params: IdParam,
    answer: ListingData,
    errors: [404, 422],
  }),
  image: route(p.image, {
    summary: 'A listing image (WebP photo or generated SVG illustration)',
    description: 'Immutable: cached for a year. `<key>-<thumb|medium|full>.webp` or `<category>.svg`.',
    ...pictureFile(ImageParams),
    errors: [404, 422],
  }),
  mine: myList(p.mine, "The member's own listings, every status, newest first", ListingList),
  create: route(p.create, {
    summary: 'List a part or a car for sale',
    description:
      'Price in major units of the country currency (RWF, KES, UGX, TZS). The member becomes a private ' +
      'seller on first use. status draft (default) or published.',
    ...created(ListingCreate, ListingData),
    errors: member,
  }),
  update: myListing(p.update, {
    summary: 'Edit one of my listings (also publish, pause, mark sold)',
    body: ListingUpdate,
  }),
  remove: route(p.remove, {
    summary: 'Delete one of my listings (ordered ones are marked sold instead)',
    params: IdParam,
    ...noContent,
    errors: member,
  }),
  addPhoto: myListing(p.addPhoto, {
    summary: 'Upload a photo (multipart field `photo`)',
    description:
      'multipart/form-data with one file in `photo` (JPEG, PNG, WebP, AVIF, HEIC, GIF, TIFF; ≤ 8 MB). ' +
      'Re-encoded to WebP in three widths with EXIF/GPS stripped. At most 6 per listing. A non-image, ' +
      'a larger file or a seventh photo is a 422 on `photo`.',
    status: 201,
  }),
  removePhoto: route(p.removePhoto, {
    summary: 'Remove a photo of my listing',
    params: PhotoParams,
    answer: ListingData,
    errors: member,
  }),
  orderPhotos: myListing(p.orderPhotos, {
    summary: 'Reorder the photos of my listing (the first is the cover)',
    description:
      'Body `image_ids`: every photo id of the listing, each once, in the new order. Any other set of ' +
      'ids is a 422 on `image_ids`.',
    body: PhotoOrder,
  }),
  sellerOrders: myList(
    p.sellerOrders,
    "Orders of the member's listings (seller side), newest first",
    OrderList,
  ),
  updateSellerOrder: myOrder(p.updateSellerOrder, {
    summary: 'Seller moves an order on: paid → confirmed → completed, or cancels it',
    description:
      'confirmed from paid; completed from confirmed (cash on delivery: counts as paid); cancelled from ' +
      'pending_payment, paid or confirmed (stock given back). Other moves: 409.',
    body: SellerOrderUpdate,
  }),
  cart: myList(p.cart, "The member's cart (units in meta.count for the top-bar badge)", Cart),
  putCartItem: route(p.putCartItem, {
    summary: 'Set the quantity of a listing in the cart',
    description:
      'Adds or replaces. Quantity 1..99 and at most the stock (422 on quantity); unpublished: 404.',
    params: CartItemParams,
    body: CartItemPut,
    ...cartChange,
    errors: member,
  }),
  removeCartItem: route(p.removeCartItem, {
    summary: 'Remove a listing from the cart (no error when absent)',
    params: CartItemParams,
    ...cartChange,
  }),
  mergeCart: route(p.mergeCart, {
    summary: "Merge the visitor's local cart at sign-in",
    description:
      'Quantities add up, capped at the stock; unknown or unpublished listings are skipped. Answers the cart.',
    body: CartMerge,
    ...cartChange,
  }),
  createOrder: route(p.createOrder, {
    summary: 'Place an order and start the payment',
    description:
      'Items of one seller and currency. Stock is reserved in the transaction (the last unit goes to one ' +
      'order, the others get 409). momo/airtel: a request to pay goes to `phone` (E.164 per country; at ' +
      'least 100 RWF); the order waits in pending_payment for 15 minutes, then expires and gives the stock ' +
      'back. cash: confirmed at once. Header Idempotency-Key: a repeat answers the first order (200). ' +
      'The ordered listings leave the cart.',
    ...created(OrderCreate, OrderData),
    errors: member,
  }),
  orders: myList(p.orders, 'My orders, newest first', OrderList),
  order: myOrder(p.order, {
    summary: 'One of my orders (polls a pending payment)',
    description: "Another member's order is a 404. A pending payment is checked with the provider first.",
  }),
  payOrder: myOrder(p.payOrder, {
    summary: 'Retry or resend the payment prompt',
    description:
      'pending_payment: a new request to pay (the old one is dropped). payment_failed: reserves the stock ' +
      'again (409 when gone) and asks again. Other states: 409.',
  }),
  cancelOrder: myOrder(p.cancelOrder, {
    summary: 'Cancel my order before it is paid (stock given back)',
  }),
  orderExpense: route(p.orderExpense, {
    summary: 'Log my order of parts as a car expense (issue #13)',
    description:
      'Own order only (else 404); paid, confirmed or completed (else 409 naming `status`); logged once ' +
      '(else 409 naming `order_id`). Writes a `parts` expense of the order total (major units, its ' +
      'currency) on `vehicle_id` (one of my cars, else 422 naming it; default the only car a part fits, ' +
      'else my only car, else 422 naming `vehicle_id`), dated `date` (default the order day, not in the ' +
      'future) with `note` (default "Parts order #{id} from {seller}: {titles}"), in one transaction. 201.',
    params: IdParam,
    ...created(OrderExpenseCreate, OrderExpenseCreated),
    errors: member,
  }),
  paymentCallback: route(p.paymentCallback, {
    summary: 'Payment provider callback (MTN MoMo, Airtel Money, simulator)',
    description:
      'Names the payment only; its state is read back from the provider, so the same callback twice ' +
      '(or a forged one) changes nothing. Unknown reference: 404.',
    params: CallbackParams,
    body: PaymentCallback,
    answer: CallbackAnswer,
    errors: [404, 422],
  }),
  simulatePayment: route(p.simulatePayment, {
    summary: 'Simulator: approve or decline a pending payment (not in production)',
    params: SimulatorParams,
    body: SimulatorDecision,
    answer: CallbackAnswer,
    errors: [404, 409, 422],
  }),
};
