/**
 * Types of the `priceReport` machine (issue #11 "signed-in members report the price they saw"; POST
 * /gas-stations/{id}/price-reports). The shapes are the structural part of the contract's
 * `PriceReportCreate` / `PriceReportCreated` (`@gari/contract/gasStations`). Prices per litre in major
 * units of the station's currency (RWF, KES, UGX, TZS).
 */
import type { FieldErrors, Message } from '../shared';

/** What the `reportPrice` actor sends: the fuel and the price per litre seen. */
export interface PriceReportRequest {
  fuel_type: string;
  price: number;
}

/** What the machine reads of the answer: the report and the fuel's shown price after it. */
export interface PriceReportResult {
  report: {
    fuel_type: string;
    price: number;
    /** confirmed = shown now; pending = waiting for a second member. */
    status: 'confirmed' | 'pending';
    /** Members agreeing with it (itself included). */
    agreeing_reports: number;
  };
  price: { fuel_type: string; price: number | null; reported_at: string | null };
}

/** Keys of the texts the machine produces (English in @gari/features/gasStations `messages.ts`). */
export type PriceReportMessageKey =
  | 'fuelRequired'
  | 'priceRequired'
  | 'pricePositive'
  | 'reportFailed'
  | 'rateLimited';
export type PriceReportMessage = Message<PriceReportMessageKey>;

/** Input: the fuels the station sells (the form's choices) and the one to start with. */
export interface PriceReportInput {
  fuels: string[];
  /** @default the first of `fuels` */
  fuel?: string;
}

export interface PriceReportContext {
  fuels: string[];
  /** The fuel being reported. */
  fuel_type: string;
  /** Price per litre typed (major units); null = empty. */
  price: number | null;
  /** Local checks (keys) and the server's 422 field errors (texts), by field. */
  fieldErrors: FieldErrors<PriceReportMessageKey>;
  /** Why the last submit failed (server text or a fallback key); null when none. */
  error: PriceReportMessage | null;
  /** The last accepted report (state `reported`). */
  result: PriceReportResult | null;
}

export type PriceReportEvent =
  /** "Report a price": opens the form, on `fuel` when given. */
  | { type: 'OPEN'; fuel?: string }
  | { type: 'CHANGE_FUEL'; fuel: string }
  /** The price field changed (null = cleared or not a number). */
  | { type: 'CHANGE_PRICE'; price: number | null }
  | { type: 'SUBMIT' }
  /** Sends the same report again after a failure. */
  | { type: 'RETRY' }
  /** Closes the form (or the outcome) back to the "Report a price" button. */
  | { type: 'CANCEL' };

/** `reported` after the server took a report (the hook refreshes the station and toasts). */
export type PriceReportEmitted = { type: 'reported'; result: PriceReportResult };
