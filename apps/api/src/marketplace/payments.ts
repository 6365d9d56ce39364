/**
 * Mobile-money payments (issue #10 "Payments"): a {@link PaymentProvider} modelled on MTN MoMo
 * Collections "request to pay" (create with our external id and the payer's MSISDN → PENDING →
 * SUCCESSFUL / FAILED, read back by polling or after a callback), with adapters for MTN MoMo and Airtel
 * Money configured by environment, and the built-in simulator (the default outside production).
 *
 * Environment (README "Payments"):
 * - MTN MoMo: `MOMO_BASE_URL` (e.g. https://sandbox.momodeveloper.mtn.com), `MOMO_SUBSCRIPTION_KEY`,
 *   `MOMO_API_USER`, `MOMO_API_KEY`, `MOMO_TARGET_ENVIRONMENT` (sandbox | mtnrwanda | …),
 *   `MOMO_CALLBACK_URL` (optional; our `/api/v1/payments/momo/callback`).
 * - Airtel Money: `AIRTEL_BASE_URL` (e.g. https://openapiuat.airtel.africa), `AIRTEL_CLIENT_ID`,
 *   `AIRTEL_CLIENT_SECRET`, `AIRTEL_COUNTRY` (RW, KE, UG, TZ), `AIRTEL_CURRENCY`.
 * Simulator test numbers: a number ending in 000001 is declined at once, 000002 approved at once; any
 * other stays PENDING until approved or declined from its dev-outbox link (or times out after 15 min).
 */

/** Payment state as MTN MoMo names it. */
export type PaymentState = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** One request to pay. Amount in minor units with the currency exponent; `msisdn` E.164. */
export interface PayRequest {
  reference: string;
  msisdn: string;
  amountMinor: number;
  exponent: number;
  currency: string;
  note: string;
}

/** What a provider answers about a payment. */
export interface PayStatus {
  status: PaymentState;
  providerReference?: string | null;
  reason?: string | null;
}

/** A mobile-money collection provider. */
export interface PaymentProvider {
  readonly name: 'simulator' | 'momo' | 'airtel';
  /** Sends the prompt to the payer's phone; rejects when the provider refuses the request. */
  requestToPay(request: PayRequest): Promise<void>;
  /** The payment's state now (polling; also what a callback triggers). */
  status(reference: string, msisdn: string): Promise<PayStatus>;
}

/** Amount as the providers want it: a decimal string of major units. */
export const amountText = (minor: number, exponent: number) =>
  exponent === 0 ? String(minor) : (minor / 10 ** exponent).toFixed(exponent);

/** Simulator test numbers (README): declined at once / approved at once. */
export const SIMULATOR_DECLINE_SUFFIX = '000001';
export const SIMULATOR_APPROVE_SUFFIX = '000002';

/**
 * The built-in simulator: no network. Test numbers decide at once; other payments stay PENDING until
 * the dev route `POST /payments/simulator/{reference}/decision` decides them (`notify` writes the dev-outbox
 * message with that link).
 */
export function createSimulator(notify: (request: PayRequest) => Promise<void>): PaymentProvider {
  return {
    name: 'simulator',
    async requestToPay(request) {
      await notify(request);
    },
    async status(_reference, msisdn) {
      if (msisdn.endsWith(SIMULATOR_DECLINE_SUFFIX)) return { status: 'FAILED', reason: 'APPROVAL_REJECTED' };
      if (msisdn.endsWith(SIMULATOR_APPROVE_SUFFIX))
        return { status: 'SUCCESSFUL', providerReference: 'SIM-OK' };
      return { status: 'PENDING' };
    },
  };
}

type FetchLike = typeof fetch;

/** Settings of the MTN MoMo Collections adapter. */
export interface MomoOptions {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  callbackUrl?: string;
  fetch?: FetchLike;
}

/** A bearer token cached until a minute before it expires. */
function tokenCache(get: () => Promise<{ token: string; expiresIn: number }>) {
  let cached: { token: string; until: number } | null = null;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.token;
    const { token, expiresIn } = await get();
    cached = { token, until: Date.now() + Math.max(0, expiresIn - 60) * 1000 };
    return token;
  };
}

/** MTN MoMo Collections (`/collection/token/`, `/collection/v1_0/requesttopay`). */
export function createMomo(o: MomoOptions): PaymentProvider {
  const f = o.fetch ?? fetch;
  const base = o.baseUrl.replace(/\/$/, '');
  const token = tokenCache(async () => {
    const res = await f(`${base}/collection/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${o.apiUser}:${o.apiKey}`).toString('base64')}`,
        'ocp-apim-subscription-key': o.subscriptionKey,
      },
    });
    if (!res.ok) throw new Error(`MoMo token: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    return { token: body.access_token, expiresIn: body.expires_in };
  });
  const headers = async () => ({
    authorization: `Bearer ${await token()}`,
    'x-target-environment': o.targetEnvironment,
    'ocp-apim-subscription-key': o.subscriptionKey,
  });
  return {
    name: 'momo',
    async requestToPay(r) {
      const res = await f(`${base}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: {
          ...(await headers()),
          'content-type': 'application/json',
          'x-reference-id': r.reference,
          ...(o.callbackUrl ? { 'x-callback-url': o.callbackUrl } : {}),
        },
        body: JSON.stringify({
          amount: amountText(r.amountMinor, r.exponent),
          currency: r.currency,
          externalId: r.reference,
          payer: { partyIdType: 'MSISDN', partyId: r.msisdn.replace(/^\+/, '') },
          payerMessage: r.note,
          payeeNote: r.note,
        }),
      });
      if (res.status !== 202) throw new Error(`MoMo requesttopay: ${res.status}`);
    },
    async status(reference) {
      const res = await f(`${base}/collection/v1_0/requesttopay/${reference}`, { headers: await headers() });
      if (!res.ok) return { status: 'PENDING' };
      const body = (await res.json()) as {
        status?: string;
        financialTransactionId?: string;
        reason?: unknown;
      };
      const status =
        body.status === 'SUCCESSFUL' ? 'SUCCESSFUL' : body.status === 'FAILED' ? 'FAILED' : 'PENDING';
      return {
        status,
        providerReference: body.financialTransactionId ?? null,
        reason: body.reason
          ? String(typeof body.reason === 'object' ? JSON.stringify(body.reason) : body.reason)
          : null,
      };
    },
  };
}

/** Settings of the Airtel Money collection adapter. */
export interface AirtelOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
  fetch?: FetchLike;
}

/** Airtel Money Collections (`/auth/oauth2/token`, `/merchant/v1/payments/`, `/standard/v1/payments/{id}`). */
export function createAirtel(o: AirtelOptions): PaymentProvider {
  const f = o.fetch ?? fetch;
  const base = o.baseUrl.replace(/\/$/, '');
  const token = tokenCache(async () => {
    const res = await f(`${base}/auth/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: o.clientId,
        client_secret: o.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    if (!res.ok) throw new Error(`Airtel token: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number | string };
    return { token: body.access_token, expiresIn: Number(body.expires_in) };
  });
  const headers = async () => ({
    authorization: `Bearer ${await token()}`,
    'x-country': o.country,
    'x-currency': o.currency,
    'content-type': 'application/json',
  });
  return {
    name: 'airtel',
    async requestToPay(r) {
      const res = await f(`${base}/merchant/v1/payments/`, {
        method: 'POST',
        headers: await headers(),
        body: JSON.stringify({
          reference: r.note.slice(0, 60),
          subscriber: { country: o.country, currency: r.currency, msisdn: r.msisdn.replace(/^\+\d{3}/, '') },
          transaction: {
            amount: amountText(r.amountMinor, r.exponent),
            country: o.country,
            currency: r.currency,
            id: r.reference,
          },
        }),
      });
      if (!res.ok) throw new Error(`Airtel payment: ${res.status}`);
    },
    async status(reference) {
      const res = await f(`${base}/standard/v1/payments/${reference}`, { headers: await headers() });
      if (!res.ok) return { status: 'PENDING' };
      const body = (await res.json()) as {
        data?: { transaction?: { status?: string; airtel_money_id?: string; message?: string } };
      };
      const t = body.data?.transaction;
      const status = t?.status === 'TS' ? 'SUCCESSFUL' : t?.status === 'TF' ? 'FAILED' : 'PENDING';
      return {
        status,
        providerReference: t?.airtel_money_id ?? null,
        reason: status === 'FAILED' ? (t?.message ?? null) : null,
      };
    },
  };
}

/** The configured providers by payment method: MoMo/Airtel from the environment, else the simulator. */
export interface PaymentProviders {
  momo: PaymentProvider | null;
  airtel: PaymentProvider | null;
  simulator: PaymentProvider | null;
}

/**
 * Reads `MOMO_*` and `AIRTEL_*` (see the module comment). The simulator is there outside production;
 * in production a method without its adapter is refused (422 on `payment_method`).
 */
export function providersFromEnv(
  env: NodeJS.ProcessEnv,
  isProduction: boolean,
  notify: (request: PayRequest) => Promise<void>,
): PaymentProviders {
  const momo =
    env.MOMO_BASE_URL && env.MOMO_SUBSCRIPTION_KEY && env.MOMO_API_USER && env.MOMO_API_KEY
      ? createMomo({
          baseUrl: env.MOMO_BASE_URL,
          subscriptionKey: env.MOMO_SUBSCRIPTION_KEY,
          apiUser: env.MOMO_API_USER,
          apiKey: env.MOMO_API_KEY,
          targetEnvironment: env.MOMO_TARGET_ENVIRONMENT ?? 'sandbox',
          ...(env.MOMO_CALLBACK_URL ? { callbackUrl: env.MOMO_CALLBACK_URL } : {}),
        })
      : null;
  const airtel =
    env.AIRTEL_BASE_URL && env.AIRTEL_CLIENT_ID && env.AIRTEL_CLIENT_SECRET
      ? createAirtel({
          baseUrl: env.AIRTEL_BASE_URL,
          clientId: env.AIRTEL_CLIENT_ID,
          clientSecret: env.AIRTEL_CLIENT_SECRET,
          country: env.AIRTEL_COUNTRY ?? 'RW',
          currency: env.AIRTEL_CURRENCY ?? 'RWF',
        })
      : null;
  return { momo, airtel, simulator: isProduction ? null : createSimulator(notify) };
}
