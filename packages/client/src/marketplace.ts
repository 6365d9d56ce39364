/**
 * `createMarketplaceClient(core)`: the spareshop (spec §2 Marketplace list / Listing detail, §7 GET
 * /marketplace/listings; issue #10): listings with every filter and cursor paging, the listing detail,
 * selling (create, edit, delete, photos), the seller's orders, the member cart (plus the visitor's
 * local cart merged at sign-in), orders with an `Idempotency-Key`, and the simulator's decision.
 * Money: `price_minor` integers of the listing currency; `price` major units.
 */
import type {
  Cart,
  Listing,
  ListingCreate,
  ListingPage,
  ListingQuery,
  ListingUpdate,
  Order,
  OrderCreate,
  PaymentStatus,
} from '@gari/contract/marketplace';
import type { OrderExpenseCreate } from '@gari/contract/orderExpense';
import { marketplacePaths as p } from '@gari/contract/paths';
import type { Expense } from '@gari/contract/vehicles';
import { type Core, list, one, whole } from './core';
import { withDerived } from './derive';
import type { Query } from './http';
import { providerQueryParams } from './providers';
import type { GariApi } from './types';

/** A {@link ListingQuery} as query values: lists comma-joined, empty values left out. */
export function listingQueryParams(query: ListingQuery = {}): Query {
  return providerQueryParams(query);
}

/** Options of {@link MarketplaceClient.addPhoto}. */
export interface PhotoUploadOptions {
  /** Called as the photo is sent: bytes sent and the request size (0 when unknown). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** The spareshop part of the client. Every call rejects with an ApiError (422 names the field). */
export interface MarketplaceClient {
  /** `GET /marketplace/listings`: one page (`meta.next_cursor` for Load More, `meta.total`). */
  listings(query?: ListingQuery): Promise<ListingPage>;
  /** `GET /marketplace/listings/{id}` (404 'Listing not found.' for drafts and unknown ids). */
  listing(id: number): Promise<Listing>;
  /** The URL of an image file (`GET /marketplace/images/{name}`), without calling it. */
  imageUrl(name: string): string;
  /** `GET /marketplace/mine`: the member's listings, every status. */
  mine(): Promise<Listing[]>;
  /** `POST /marketplace/listings` (price in major units). */
  create(body: ListingCreate): Promise<Listing>;
  /** `PATCH /marketplace/listings/{id}` (also status: publish, pause, sold). */
  update(id: number, body: ListingUpdate): Promise<Listing>;
  /** `DELETE /marketplace/listings/{id}`. */
  remove(id: number): Promise<void>;
  /**
   * `POST /marketplace/listings/{id}/photos` (multipart field `photo`; 422 on `photo`). With
   * `options.onProgress` the upload reports bytes sent (through `XMLHttpRequest` in browsers; once at
   * the end elsewhere); `options.signal` aborts it.
   */
  addPhoto(id: number, photo: Blob, filename?: string, options?: PhotoUploadOptions): Promise<Listing>;
  /** `DELETE /marketplace/listings/{id}/photos/{photoId}`. */
  removePhoto(id: number, photoId: number): Promise<Listing>;
  /** `PUT /marketplace/listings/{id}/photos/order`: every photo id, cover first (422 on `image_ids`). */
  orderPhotos(id: number, imageIds: number[]): Promise<Listing>;
  /** `GET /marketplace/orders`: orders on the member's listings. */
  sellerOrders(): Promise<Order[]>;
  /** `POST /marketplace/orders/{id}/status`: confirmed, completed or cancelled (409 for other moves). */
  updateSellerOrder(id: number, status: 'confirmed' | 'completed' | 'cancelled'): Promise<Order>;
  /** `GET /cart/items` (`meta.count` = units for the badge). */
  cart(): Promise<Cart>;
  /** `PUT /cart/items/{listingId}` (422 on quantity above the stock). */
  setCartItem(listingId: number, quantity: number): Promise<Cart>;
  /** `DELETE /cart/items/{listingId}`. */
  removeCartItem(listingId: number): Promise<Cart>;
  /** `POST /cart/merge`: the visitor's local cart at sign-in. */
  mergeCart(items: { listing_id: number; quantity: number }[]): Promise<Cart>;
  /** `POST /orders` with `Idempotency-Key: key` (send the same key on a retry: same order). */
  createOrder(body: OrderCreate, key: string): Promise<Order>;
  /** `GET /orders`. */
  orders(): Promise<Order[]>;
  /** `GET /orders/{id}` (polls a pending payment: call it every few seconds while waiting). */
  order(id: number): Promise<Order>;
  /** `POST /orders/{id}/pay`: resend the prompt, or retry after a failure (409 when the stock is gone). */
  payOrder(id: number): Promise<Order>;
  /** `POST /orders/{id}/cancel`. */
  cancelOrder(id: number): Promise<Order>;
  /**
   * `POST /orders/{id}/expense` (issue #13): logs a paid order of parts once as a `parts` expense of
   * its total on `vehicle_id` (default: the car its parts fit, else the only car; 422 naming
   * `vehicle_id` when the member must choose); 409 naming `order_id` when already logged, `status`
   * when unpaid. Answers the new expense.
   */
  logOrderExpense(id: number, body?: OrderExpenseCreate): Promise<Expense>;
  /** `POST /payments/{provider}/callback` (providers call it; here for completeness and tests). */
  paymentCallback(
    provider: 'momo' | 'airtel' | 'simulator',
    externalId: string,
  ): Promise<PaymentStatus | null>;
  /** `POST /payments/simulator/{reference}/decision`: approve or decline (development only). */
  simulatePayment(reference: string, decision: 'approve' | 'decline'): Promise<PaymentStatus | null>;
}

/**
 * Marketplace routes the methods call under other names, so not derived: `image` (`imageUrl` only builds
 * its URL), `putCartItem` (`setCartItem`) and `orderExpense` (`logOrderExpense`).
 */
export const MARKETPLACE_COVERED = ['image', 'putCartItem', 'orderExpense'] as const;

/** Creates the spareshop part over `core`. */
export function createMarketplaceClient(core: Core): GariApi['marketplace'] {
  const status = (r: unknown) => (r as { status: PaymentStatus | null }).status;
  const methods: MarketplaceClient = {
    listings: (query) => core.call(p.listings, { ...whole, query: listingQueryParams(query) }),
    listing: (id) => core.call(p.listing, { ...one, params: { id } }),
    imageUrl: (name) => core.url(p.image, { name }),
    mine: () => core.call(p.mine, list),
    create: (body) => core.call(p.create, { ...one, body }),
    update: (id, body) => core.call(p.update, { ...one, params: { id }, body }),
    async remove(id) {
      await core.call(p.remove, { params: { id } });
    },
    addPhoto(id, photo, filename = 'photo.jpg', options = {}) {
      const form = new FormData();
      form.append('photo', photo, filename);
      return core.call(p.addPhoto, {
        ...one,
        params: { id },
        body: form,
        onUploadProgress: options.onProgress,
        signal: options.signal,
      });
    },
    removePhoto: (id, photoId) => core.call(p.removePhoto, { ...one, params: { id, photo_id: photoId } }),
    orderPhotos: (id, imageIds) =>
      core.call(p.orderPhotos, { ...one, params: { id }, body: { image_ids: imageIds } }),
    sellerOrders: () => core.call(p.sellerOrders, list),
    updateSellerOrder: (id, s) =>
      core.call(p.updateSellerOrder, { ...one, params: { id }, body: { status: s } }),
    cart: () => core.call(p.cart, whole),
    setCartItem: (listingId, quantity) =>
      core.call(p.putCartItem, { ...whole, params: { listing_id: listingId }, body: { quantity } }),
    removeCartItem: (listingId) =>
      core.call(p.removeCartItem, { ...whole, params: { listing_id: listingId } }),
    mergeCart: (items) => core.call(p.mergeCart, { ...whole, body: { items } }),
    createOrder: (body, key) =>
      core.call(p.createOrder, { ...one, body, headers: { 'Idempotency-Key': key } }),
    orders: () => core.call(p.orders, list),
    order: (id) => core.call(p.order, { ...one, params: { id } }),
    payOrder: (id) => core.call(p.payOrder, { ...one, params: { id } }),
    cancelOrder: (id) => core.call(p.cancelOrder, { ...one, params: { id } }),
    logOrderExpense: (id, body = {}) =>
      core
        .call<{ expense: Expense }>(p.orderExpense, { ...one, params: { id }, body })
        .then((r) => r.expense),
    paymentCallback: (provider, externalId) =>
      core.call(p.paymentCallback, { ...whole, params: { provider }, body: { externalId } }).then(status),
    simulatePayment: (reference, decision) =>
      core.call(p.simulatePayment, { ...whole, params: { reference }, body: { decision } }).then(status),
  };
  return withDerived(core, p, methods, MARKETPLACE_COVERED);
}
