/**
 * Outgoing SMS (issue #3: "the member is notified … SMS through a provider adapter (Africa's Talking
 * style HTTP API when configured; otherwise the dev outbox)").
 * - HTTP: when `SMS_API_URL`, `SMS_API_KEY` and `SMS_USERNAME` are set, a form POST like Africa's
 *   Talking's messaging API (`username`, `to`, `message`, optional `from` = `SMS_FROM`; header `apiKey`).
 * - Otherwise every SMS is written to the dev outbox table (channel 'sms', read with GET /dev/outbox).
 */
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** Sends one SMS; rejects when the gateway refuses it. */
export interface SmsSender {
  /** `to` in E.164 (`+250788123456`); `text` plain, ideally ≤ 160 characters. */
  send(to: string, text: string): Promise<void>;
  /** 'http' (a real gateway) or 'outbox' (development). */
  readonly kind: 'http' | 'outbox';
}

/** Settings of the HTTP gateway. */
export interface HttpSmsOptions {
  /** Endpoint, e.g. `https://api.africastalking.com/version1/messaging`. */
  url: string;
  apiKey: string;
  username: string;
  /** Sender id or short code (`SMS_FROM`), when the account has one. */
  from?: string;
  /** fetch to use (tests); default the global one. */
  fetch?: typeof fetch;
  /** Milliseconds before the request is abandoned (default 10 000). */
  timeoutMs?: number;
}

/** Subject stored with outbox SMS rows (the table needs one). */
export const SMS_SUBJECT = 'SMS';

/**
 * The dev outbox: stores the SMS as an `outbox` row (channel 'sms', subject 'SMS') and logs a line.
 */
export function createOutboxSms(db: Db, log?: { info(obj: object, msg: string): void }): SmsSender {
  return {
    kind: 'outbox',
    async send(to, text) {
      await db.insert(outbox).values({ channel: 'sms', to, subject: SMS_SUBJECT, text });
      log?.info({ to }, `dev outbox sms: ${text}`);
    },
  };
}

/**
 * An Africa's Talking-style gateway: `POST url` with `application/x-www-form-urlencoded` body
 * `username`, `to`, `message` (and `from`), headers `apiKey` and `Accept: application/json`.
 * Rejects on a non-2xx answer or when a recipient's status in `SMSMessageData.Recipients` is not
 * 'Success'.
 */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send(to, text) {
      const body = new URLSearchParams({ username: options.username, to, message: text });
      if (options.from) body.set('from', options.from);
      const res = await doFetch(options.url, {
        method: 'POST',
        headers: {
          apiKey: options.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = await res.text();
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}: ${answer.slice(0, 200)}`);
      try {
        const parsed = JSON.parse(answer) as {
          SMSMessageData?: { Recipients?: Array<{ status?: string; number?: string }> };
        };
        const failed = parsed.SMSMessageData?.Recipients?.find((r) => r.status && r.status !== 'Success');
        if (failed) throw new Error(`SMS to ${failed.number ?? to} failed: ${failed.status}`);
      } catch (error) {
        if (error instanceof SyntaxError) return; // a gateway that answers 2xx without JSON accepted it
        throw error;
      }
    },
  };
}

/**
 * The sender the environment asks for: HTTP when `SMS_API_URL`, `SMS_API_KEY` and `SMS_USERNAME` are
 * all set (`SMS_FROM` optional), else the dev outbox.
 */
export function smsFromEnv(
  env: NodeJS.ProcessEnv,
  db: Db,
  log?: { info(obj: object, msg: string): void },
): SmsSender {
  const { SMS_API_URL: url, SMS_API_KEY: apiKey, SMS_USERNAME: username, SMS_FROM: from } = env;
  if (url && apiKey && username) return createHttpSms({ url, apiKey, username, ...(from ? { from } : {}) });
  return createOutboxSms(db, log);
}
