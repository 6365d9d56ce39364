/**
 * Types of the `checkout` machine (spec §2 Listing detail "Proceed to Checkout", §3 Checkout item, §8
 * 'Item information is missing'; issue #10 "/checkout"). Money is in integer minor units of the
 * listing's currency (`*_minor`; RWF has none) with the currency's exponent beside it.
 */
import type { FieldErrors, Message } from '../shared';

/**
 * What the buyer checks out: the member's cart (optionally one seller's lines), one listing by id
 * (`/checkout?item_id=&quantity=`), or an order already placed (`/checkout?order_id=`, a reload while
 * the phone prompt is pending). Null: nothing to check out (spec §8).
 */
export type CheckoutSource =
  | { kind: 'cart'; sellerId?: number | null }
  | { kind: 'item'; listingId: number; quantity: number }
  | { kind: 'order'; orderId: number };

/** Payment methods (issue #10): MTN MoMo, Airtel Money, cash on delivery. */
export type CheckoutMethod = 'momo' | 'airtel' | 'cash';

/** Order states as the API names them (issue #10 "Order states as data"). */
export type CheckoutOrderStatus =
  | 'pending_payment'
  | 'paid'
  | 'confirmed'
  | 'completed'
  | 'payment_failed'
  | 'cancelled'
  | 'expired';

/** One line to order: the listing as it is now, with the quantity asked. */
export interface CheckoutLine {
  listing_id: number;
  title: string;
  image_url: string | null;
  /** Price of one unit, minor units of `currency`. */
  unit_price_minor: number;
  currency: string;
  /** Minor-unit digits of `currency` (RWF 0, KES 2). */
  currency_exponent: number;
  /** Units asked (1..min(stock, 99)). */
  quantity: number;
  /** Units in stock now. */
  stock: number;
  /** False when the listing is no longer for sale or has too little stock. */
  available: boolean;
  seller_id: number;
  seller_name: string;
  /** Country of the listing (ISO code): the payer's phone is read with it. */
  country: string;
}

/** Lines of one seller in one currency: what one order may hold (the API refuses mixed orders). */
export interface CheckoutGroup {
  /** `<seller_id>:<currency>`. */
  key: string;
  seller_id: number;
  seller_name: string;
  currency: string;
  currency_exponent: number;
  country: string;
  lines: CheckoutLine[];
  /** Sum of the available lines, minor units. */
  total_minor: number;
}

/** The latest payment attempt of an order (the fields the flow reads). */
export interface CheckoutPayment {
  provider: 'simulator' | 'momo' | 'airtel' | 'cash';
  reference: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  msisdn: string;
  reason: string | null;
  /** Simulator only (never in production): the call that approves or declines the payment. */
  simulator_url: string | null;
}

/** An order as the flow needs it (the API's `Order` has more; it fits this shape). */
export interface CheckoutOrder {
  id: number;
  status: CheckoutOrderStatus;
  payment_method: CheckoutMethod;
  total_minor: number;
  currency: string;
  currency_exponent: number;
  payment: CheckoutPayment | null;
  /** ISO time when a pending payment stops holding the stock (15 minutes after the prompt). */
  expires_at: string | null;
}

/** Contact and delivery fields (step 2). */
export type CheckoutContactField = 'full_name' | 'phone' | 'delivery_address' | 'delivery_city' | 'note';
/** Every field the buyer types. */
export type CheckoutField = CheckoutContactField | 'payer_phone';

/** Input of the `loadCheckout` actor: the source (never null). */
export type LoadCheckoutInput = CheckoutSource;
/** What `loadCheckout` resolves with: the lines to order, or the order of an `order` source. */
export interface LoadCheckoutOutput {
  lines: CheckoutLine[];
  order: CheckoutOrder | null;
}

/**
 * Input of the `placeOrder` actor (POST /orders with `Idempotency-Key: key`). `payer_phone` is the
 * number the prompt goes to (momo/airtel) and the order's phone; for cash it is the contact phone.
 */
export interface PlaceOrderRequest {
  key: string;
  items: { listing_id: number; quantity: number }[];
  payment_method: CheckoutMethod;
  payer_phone: string;
  full_name: string;
  /** The contact phone of step 2 (may differ from the payer's). */
  phone: string;
  delivery_address: string;
  delivery_city?: string;
  note?: string;
  /** Country of the listings (ISO code): the phones are read with it. */
  country: string;
}

/** Input of the order actors (`fetchOrder`, `payOrder`, `cancelOrder`): the order id. */
export interface OrderRef {
  orderId: number;
}
/** Input of `simulatePayment` (dev only): the payment reference and the decision. */
export interface SimulateInput {
  reference: string;
  decision: 'approve' | 'decline';
}

export interface CheckoutContext {
  source: CheckoutSource | null;
  /** Every line loaded (a cart may hold several sellers). */
  lines: CheckoutLine[];
  /** The chosen {@link CheckoutGroup} key (one order per seller and currency). */
  groupKey: string | null;
  full_name: string;
  /** Contact phone (delivery). */
  phone: string;
  delivery_address: string;
  delivery_city: string;
  note: string;
  method: CheckoutMethod | null;
  /** Number that gets the MoMo / Airtel prompt (defaults to the contact phone). */
  payer_phone: string;
  /** Local checks and the server's 422 field errors. */
  fieldErrors: FieldErrors<CheckoutMessageKey>;
  /** The last problem to show (load, place, poll, resend, cancel failures). */
  error: CheckoutMessage | null;
  /** Random per checkout (the hook's), so keys never collide between tabs or visits. */
  keyPrefix: string;
  /**
   * Bumped whenever what would be ordered changes; `Idempotency-Key` = `<keyPrefix>-<attempt>`, so a
   * double click or a retry of the same details answers the same order and changed details make a new one.
   */
  attempt: number;
  /** The order once placed. */
  order: CheckoutOrder | null;
  /** Prompts re-sent with "I didn't get a prompt". */
  resent: number;
  /** Smallest mobile-money total per currency, minor units (MoMo: 100 RWF). */
  mobileMinimums: Readonly<Record<string, number>>;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_GROUP'; key: string }
  | { type: 'SET_QUANTITY'; listingId: number; quantity: number }
  | { type: 'CHANGE'; field: CheckoutField; value: string }
  | { type: 'SELECT_METHOD'; method: CheckoutMethod }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'PLACE' }
  | { type: 'RESEND' }
  | { type: 'SIMULATE'; decision: 'approve' | 'decline' }
  | { type: 'CANCEL' }
  | { type: 'RESTART' };

/**
 * Events for the page: `item.missing` (spec §8 toast 'Error' / 'Item information is missing'),
 * `order.placed` (the order exists: the cart changed), `order.paid` (mobile money approved),
 * `order.confirmed` (cash on delivery), `payment.failed` (declined).
 */
export type CheckoutEmitted =
  | { type: 'item.missing' }
  | { type: 'order.placed'; orderId: number }
  | { type: 'order.paid'; orderId: number }
  | { type: 'order.confirmed'; orderId: number }
  | { type: 'payment.failed'; orderId: number };

export interface CheckoutInput {
  source: CheckoutSource | null;
  /** Prefilled contact of the signed-in member. */
  contact?: { full_name?: string | null; phone?: string | null };
  /** Random text for the idempotency keys (e.g. `crypto.randomUUID()`). */
  keyPrefix: string;
  /** Smallest mobile-money total per currency in minor units, e.g. `{ RWF: 100 }`. @default {} */
  mobileMinimums?: Readonly<Record<string, number>>;
}

/** Steps before the order is placed, in order. */
export const CHECKOUT_STEPS = ['review', 'contact', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Most units of one line (the API's MAX_QUANTITY). */
export const CHECKOUT_MAX_QUANTITY = 99;

/**
 * Keys of the texts the machine produces (English in @gari/features/checkout `messages.ts`).
 */
export type CheckoutMessageKey =
  | 'loadFailed'
  | 'nameRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'addressRequired'
  | 'methodRequired'
  | 'mobileMinimum'
  | 'nothingToOrder'
  | 'placeFailed'
  | 'pollFailed'
  | 'resendFailed'
  | 'cancelFailed'
  | 'simulateFailed';

/** A text of the flow: a {@link CheckoutMessageKey}, or the server's message. */
export type CheckoutMessage = Message<CheckoutMessageKey>;
