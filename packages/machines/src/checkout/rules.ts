/**
 * The pure rules of the `checkout` machine (spec §3 Checkout item, §8; issue #10): groups per seller
 * and currency, quantities, the contact checks, the idempotency key, reading order answers and the
 * server's field errors. No XState here: the machine (`./machine.ts`) wires them into guards and
 * actions.
 */
import { type FieldErrors, msg, readFailure } from '../shared';
import {
  CHECKOUT_MAX_QUANTITY,
  type CheckoutContext,
  type CheckoutGroup,
  type CheckoutInput,
  type CheckoutLine,
  type CheckoutMessageKey,
  type CheckoutMethod,
  type CheckoutOrder,
  type CheckoutSource,
  type CheckoutStep,
  type LoadCheckoutOutput,
} from './types';

/** The `Idempotency-Key` of the current attempt: `checkout-<keyPrefix>-<attempt>`. */
export const idempotencyKey = (c: Pick<CheckoutContext, 'keyPrefix' | 'attempt'>): string =>
  `checkout-${c.keyPrefix}-${c.attempt}`;

/**
 * The lines grouped per seller and currency (one order each), in the order the lines come (a cart:
 * newest first). `total_minor` sums the available lines.
 */
export function checkoutGroups(lines: readonly CheckoutLine[]): CheckoutGroup[] {
  const groups: CheckoutGroup[] = [];
  for (const line of lines) {
    const key = `${line.seller_id}:${line.currency}`;
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = {
        key,
        seller_id: line.seller_id,
        seller_name: line.seller_name,
        currency: line.currency,
        currency_exponent: line.currency_exponent,
        country: line.country,
        lines: [],
        total_minor: 0,
      };
      groups.push(group);
    }
    group.lines.push(line);
    if (line.available) group.total_minor += line.unit_price_minor * line.quantity;
  }
  return groups;
}

/** The chosen group of a context (null before the lines load or when none is chosen). */
export function selectedGroup(c: Pick<CheckoutContext, 'lines' | 'groupKey'>): CheckoutGroup | null {
  return checkoutGroups(c.lines).find((g) => g.key === c.groupKey) ?? null;
}

/** The lines of the chosen group that will be ordered (the available ones). */
export function orderLines(c: Pick<CheckoutContext, 'lines' | 'groupKey'>): CheckoutLine[] {
  return selectedGroup(c)?.lines.filter((l) => l.available) ?? [];
}

/** The first group with something to order; with `sellerId`, that seller's group when it has one. */
export function firstGroupKey(lines: readonly CheckoutLine[], source: CheckoutSource | null): string | null {
  const groups = checkoutGroups(lines).filter((g) => g.lines.some((l) => l.available));
  const sellerId = source?.kind === 'cart' ? source.sellerId : null;
  const wanted = sellerId ? groups.find((g) => g.seller_id === sellerId) : undefined;
  return (wanted ?? groups[0] ?? checkoutGroups(lines)[0])?.key ?? null;
}

/** A quantity within 1..min(stock, 99) (at least 1 even when the stock is 0: the line is then unavailable). */
export const clampQuantity = (quantity: number, stock: number): number =>
  Math.max(1, Math.min(Math.floor(Number.isFinite(quantity) ? quantity : 1), CHECKOUT_MAX_QUANTITY, stock));

/**
 * A usable phone number by shape alone (the default of the `isMobileNumber` guard): a local `0…`
 * number of 10 digits or an international one of 8–15 digits. The site provides the per-country rule
 * of the API instead (`@gari/contract/rules/phone`).
 */
export function looksLikePhone(phone: string): boolean {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  return /^0\d{9}$/.test(compact) || /^(\+|00)?[1-9]\d{7,14}$/.test(compact);
}

/** Field errors of step 2 that do not need the phone rule: name, phone and address required. */
export function requiredContactErrors(
  c: Pick<CheckoutContext, 'full_name' | 'phone' | 'delivery_address'>,
): FieldErrors<CheckoutMessageKey> {
  const errors: FieldErrors<CheckoutMessageKey> = {};
  if (c.full_name.trim().length < 2) errors.full_name = [msg('nameRequired')];
  if (c.phone.trim() === '') errors.phone = [msg('phoneRequired')];
  if (c.delivery_address.trim().length < 3) errors.delivery_address = [msg('addressRequired')];
  return errors;
}

/** Country the phone numbers are read with: the chosen group's (its listings'), '' before loading. */
export const phoneCountry = (c: Pick<CheckoutContext, 'lines' | 'groupKey'>): string =>
  selectedGroup(c)?.country ?? '';

export const isMobileMethod = (m: CheckoutMethod | null) => m === 'momo' || m === 'airtel';

/** The order an actor answered: `loadCheckout` gives `{ lines, order }`, the order actors the order. */
export function orderOf(event: unknown): CheckoutOrder | null {
  const output = (event as { output?: unknown }).output;
  if (!output || typeof output !== 'object') return null;
  if ('lines' in output) return (output as LoadCheckoutOutput).order;
  return 'status' in output ? (output as CheckoutOrder) : null;
}
export const statusOf = (event: unknown) => orderOf(event)?.status;

/** Where each field of POST /orders is typed (the server's 422 names it). */
const FIELD_STEP: Record<string, CheckoutStep> = {
  full_name: 'contact',
  delivery_address: 'contact',
  delivery_city: 'contact',
  note: 'contact',
  payment_method: 'payment',
  phone: 'payment',
};
/** The step of a server field (`items.0.listing_id` → review). */
const stepOfField = (field: string): CheckoutStep =>
  field.startsWith('items') ? 'review' : (FIELD_STEP[field] ?? 'payment');

/** The server's field errors on the fields of the flow (`phone` is the payer's for mobile money). */
export function serverFieldErrors(
  error: unknown,
  method: CheckoutMethod | null,
): FieldErrors<CheckoutMessageKey> {
  const { fieldErrors } = readFailure(error, 'placeFailed');
  const out: FieldErrors<CheckoutMessageKey> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const name = field === 'phone' ? (isMobileMethod(method) ? 'payer_phone' : 'phone') : field;
    out[name] = messages;
  }
  return out;
}
/** The step a 422 of POST /orders belongs to (its first field), else null. */
export function placeErrorStep(error: unknown, method: CheckoutMethod | null): CheckoutStep | null {
  const failure = readFailure(error, 'placeFailed');
  const first = Object.keys(failure.fieldErrors)[0];
  if (failure.status !== 422 || first === undefined) return null;
  if (first === 'phone') return isMobileMethod(method) ? 'payment' : 'contact';
  return stepOfField(first);
}

export const initialContext = (input: CheckoutInput): CheckoutContext => ({
  source: input.source,
  lines: [],
  groupKey: null,
  full_name: input.contact?.full_name?.trim() ?? '',
  phone: input.contact?.phone?.trim() ?? '',
  delivery_address: '',
  delivery_city: '',
  note: '',
  method: null,
  payer_phone: '',
  fieldErrors: {},
  error: null,
  keyPrefix: input.keyPrefix,
  attempt: 1,
  order: null,
  resent: 0,
  mobileMinimums: input.mobileMinimums ?? {},
});
