/**
 * Types of the `cart` machine (issue #10 "Cart": a visitor's cart in local storage, a member's on the
 * server, merged at sign-in; quantities bounded by stock). The shapes are the structural part of the
 * contract's `Cart` / `CartItem` / `Listing` (`@gari/contract/marketplace`) that the machine reads, so
 * the contract's values fit them as they are. Money in integer minor units of the listing's currency.
 */
import type { Message } from '../shared';

/** Most units of one listing in a cart (the contract's `MAX_QUANTITY`). */
export const CART_MAX_QUANTITY = 99;

/** What the machine reads of a listing: stock and status bound the quantity; price for the totals. */
export interface CartListing {
  id: number;
  /** Units in stock (0 = sold out). */
  stock: number;
  /** Only `published` listings can be bought. */
  status: string;
  /** Integer minor units of `currency`. */
  price_minor: number;
  currency: string;
  /** ISO 4217 minor-unit digits of `currency` (RWF 0, KES 2). */
  currency_exponent: number;
}

/** One cart line: the listing as it is now and the quantity asked for. */
export interface CartLine<L extends CartListing = CartListing> {
  listing_id: number;
  quantity: number;
  /** Minor units: unit price × quantity. */
  line_total_minor: number;
  /** False when the listing is no longer published or has less stock than `quantity`. */
  available: boolean;
  listing: L;
}

/** Amount of the available lines in one currency. */
export interface CartTotal {
  currency: string;
  /** Integer minor units. */
  amount_minor: number;
  /** The same in major units. */
  amount: number;
}

/** A whole cart: lines (newest first), `count` of units (the top-bar badge) and totals per currency. */
export interface CartData<L extends CartListing = CartListing> {
  data: CartLine<L>[];
  meta: { count: number; totals: CartTotal[] };
}

/** Which cart: the visitor's (local storage) or the member's (the server's). */
export type CartOwner = 'visitor' | 'member';

/** Input of the `loadCart` actor. */
export interface LoadCartInput {
  owner: CartOwner;
}

/**
 * Input of the `saveItem` actor: set the line of `listing_id` to `quantity` (0 removes it) in the
 * `owner`'s cart. `listing` is given when adding from a listing page (the visitor cart shows it
 * without asking the server again).
 */
export interface SaveItemInput {
  owner: CartOwner;
  listing_id: number;
  quantity: number;
  listing: CartListing | null;
}

/** What a pending change does (for the emitted event and the view's busy line). */
export type CartIntent = 'add' | 'update' | 'remove';

/** The change being saved. */
export interface PendingChange {
  intent: CartIntent;
  listing_id: number;
  /** The line's new quantity (0 for remove). */
  quantity: number;
  /** The listing of an ADD, else null. */
  listing: CartListing | null;
}

export interface CartContext {
  /** Whose cart is shown (from the last SESSION event). */
  owner: CartOwner;
  /** The cart as last loaded or saved; null before the first load. */
  cart: CartData | null;
  /** The change being saved (state `saving`), else null. */
  pending: PendingChange | null;
  /** The last problem (refused quantity, failed save, load or merge); null when none. */
  error: CartMessage | null;
  /** What `failed` retries: loading the cart or merging the visitor's cart. */
  failedStep: 'load' | 'merge' | null;
}

export type CartEvent =
  /**
   * The session is known or changed (sent by the hook): `member` when signed in; `localItems` =
   * lines in the visitor's local cart (merged into the member cart when both).
   */
  | { type: 'SESSION'; member: boolean; localItems: number }
  /** Adds `quantity` (default 1) units of `listing`. */
  | { type: 'ADD'; listing: CartListing; quantity?: number }
  /** Sets the quantity of a line (1..stock). */
  | { type: 'SET_QUANTITY'; listing_id: number; quantity: number }
  | { type: 'REMOVE'; listing_id: number }
  /** The shared cart changed elsewhere (another view saved or merged it). */
  | { type: 'SYNC'; cart: CartData }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

/**
 * Events for the views: `added` after an ADD was saved (`quantity` = the line's new quantity), `merged`
 * after the visitor cart was merged at sign-in (`count` = units in the member cart).
 */
export type CartEmitted =
  | { type: 'added'; listing_id: number; quantity: number }
  | { type: 'merged'; count: number };

/**
 * Keys of the texts the machine produces (English in @gari/features/cart `messages.ts`): the refused
 * quantities and the fallbacks of failed calls.
 */
export type CartMessageKey = 'soldOut' | 'stockLimit' | 'loadFailed' | 'mergeFailed' | 'saveFailed';

/** A text of the cart: a {@link CartMessageKey} with values, or the server's message. */
export type CartMessage = Message<CartMessageKey>;
