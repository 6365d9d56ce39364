/**
 * Live booking events of the partner console (issue #16 "Partner console, live"): an in-process bus
 * that the booking routes publish to when a booking is created, cancelled, accepted, declined or
 * completed, the short-lived tickets that open the stream, and the server-sent-event stream itself.
 *
 * The bus is per process, and with `REDIS_URL` it is relayed between processes through Redis pub/sub
 * ({@link redisRelay}): behind several API processes a console hears every change at once. Without
 * Redis, a console behind several processes hears the others' changes at its next refetch (the client
 * refetches every 60 s while live, every 15 s when the stream is down).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import {
  PARTNER_EVENTS_TICKET_TTL_S,
  type PartnerEvent,
  type PartnerEventChange,
} from '@gari/contract/bookings';
import { and, eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** Milliseconds between the `: ping` comments that keep the stream (and proxies) from idling out. */
export const PING_INTERVAL_MS = 20_000;
/** Milliseconds the browser's EventSource waits before reconnecting (the stream's `retry:` field). */
export const RECONNECT_MS = 5_000;

/** A listener of the events of some providers. */
export type PartnerEventListener = (event: PartnerEvent) => void;

/** The pub/sub channel every API process relays booking events on ({@link redisRelay}). */
export const RELAY_CHANNEL = 'gari:partner-events';

/**
 * What carries booking events between API processes: `publish` a message on a channel, `subscribe`
 * to one (resolves once listening, with the function that stops). {@link redisRelay} is Redis's.
 */
export interface EventRelay {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
}

/**
 * Redis pub/sub as an {@link EventRelay}: publishes on `redis`, listens on a second connection of its
 * own (a subscribed Redis connection can do nothing else), closed by the function `subscribe` answers.
 */
export function redisRelay(redis: Redis): EventRelay {
  return {
    publish: (channel, message) => redis.publish(channel, message),
    subscribe: async (channel, onMessage) => {
      const subscriber = redis.duplicate();
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      await subscriber.subscribe(channel);
      return async () => {
        subscriber.disconnect();
      };
    },
  };
}

/**
 * The in-process bus of booking events, by provider, optionally relayed to the other API processes
 * ({@link relayThrough}). `publish` never throws (a listener's error is dropped and a relay that fails
 * is logged by its owner, so a broken stream or a lost Redis cannot fail a booking).
 */
export class BookingEvents {
  private readonly emitter = new EventEmitter();
  /** Ends every open stream; filled by {@link openEventStream}, emptied by {@link closeAll}. */
  private readonly streams = new Set<() => void>();
  /** This process's id on the relay: its own relayed events are not delivered twice. */
  private readonly origin = randomUUID();
  private relay: EventRelay | null = null;
  private onRelayError: (error: unknown) => void = () => {};

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /**
   * Relays every event published here to the other processes and delivers theirs here (`REDIS_URL`:
   * {@link redisRelay}); resolves once listening, with the function that stops relaying.
   * @param onError told of a relayed message that cannot be sent or read (the event still reaches
   *   this process's streams).
   */
  async relayThrough(
    relay: EventRelay,
    onError: (error: unknown) => void = () => {},
  ): Promise<() => Promise<void>> {
    this.onRelayError = onError;
    const stop = await relay.subscribe(RELAY_CHANNEL, (message) => {
      try {
        const { origin, event } = JSON.parse(message) as { origin: string; event: PartnerEvent };
        if (origin !== this.origin) this.deliver(event);
      } catch (error) {
        this.onRelayError(error);
      }
    });
    this.relay = relay;
    return async () => {
      this.relay = null;
      await stop();
    };
  }

  /** Tells the staff of `event.provider_id` about a booking change (in every process, when relayed). */
  publish(event: PartnerEvent): void {
    this.deliver(event);
    this.relay
      ?.publish(RELAY_CHANNEL, JSON.stringify({ origin: this.origin, event }))
      .catch((error: unknown) => this.onRelayError(error));
  }

  /** Hands `event` to this process's listeners of its provider. */
  private deliver(event: PartnerEvent): void {
    for (const listener of this.emitter.listeners(channel(event.provider_id))) {
      try {
        (listener as PartnerEventListener)(event);
      } catch {
        // one broken stream must not stop the others
      }
    }
  }

  /** Listens to the events of `providerIds`; returns the function that stops listening. */
  subscribe(providerIds: readonly number[], listener: PartnerEventListener): () => void {
    for (const id of providerIds) this.emitter.on(channel(id), listener);
    return () => {
      for (const id of providerIds) this.emitter.off(channel(id), listener);
    };
  }

  /** Number of listeners of one provider (tests). */
  listenerCount(providerId: number): number {
    return this.emitter.listenerCount(channel(providerId));
  }

  /** Registers the function that ends an open stream; returns the one that forgets it. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  /** Ends every open stream (the server's `preClose`: graceful shutdown must not wait for them). */
  closeAll(): void {
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }
}

const channel = (providerId: number) => `provider:${providerId}`;

/** The event of a booking row's change now. */
export function bookingEvent(
  change: PartnerEventChange,
  row: { bookingId: string; providerId: number; status: PartnerEvent['status'] },
  at: Date,
): PartnerEvent {
  return {
    change,
    booking_id: row.bookingId,
    provider_id: row.providerId,
    status: row.status,
    at: at.toISOString(),
  };
}

const TICKET_AUDIENCE = 'gari-partner-events';
const TICKET_ISSUER = 'gari';

/**
 * The key of the tickets: HMAC-SHA256 of the JWT key with a fixed label, so a ticket is never a valid
 * access token (other key) and an access token never a ticket.
 */
export const ticketKey = (key: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac('sha256', key).update(TICKET_AUDIENCE).digest());

/**
 * Signs a ticket for the stream: an HS256 JWT (subject the user id, `sid` the session id, audience
 * `gari-partner-events`) valid {@link PARTNER_EVENTS_TICKET_TTL_S} seconds from `issuedAt` (default now).
 */
export function signTicket(
  key: Uint8Array,
  userId: number,
  sessionId: number,
  issuedAt = new Date(),
): Promise<string> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TICKET_ISSUER)
    .setAudience(TICKET_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + PARTNER_EVENTS_TICKET_TTL_S)
    .sign(ticketKey(key));
}

/**
 * The user and session of a ticket when it is well signed, unexpired and its session is still live
 * (not revoked, not expired); else null (the route answers 401).
 */
export async function verifyTicket(
  db: Db,
  key: Uint8Array,
  ticket: string,
  now: Date,
): Promise<{ userId: number; sessionId: number } | null> {
  let userId: number;
  let sessionId: number;
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(key), {
      algorithms: ['HS256'],
      issuer: TICKET_ISSUER,
      audience: TICKET_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    userId = Number(payload.sub);
    sessionId = Number(payload.sid);
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(sessionId)) return null;
  const [session] = await db
    .select({ revokedAt: sessions.revokedAt, refreshExpiresAt: sessions.refreshExpiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  if (!session || session.revokedAt || session.refreshExpiresAt.getTime() <= now.getTime()) return null;
  return { userId, sessionId };
}

/** One SSE message: `event:` name and JSON `data:`. */
export const sseMessage = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Writes the stream on a hijacked reply (so neither `@fastify/compress` nor the caching hooks touch
 * it): the headers (the security headers set so far, `text/event-stream`, `no-store`,
 * `X-Accel-Buffering: no` for nginx), `retry:` and `event: ready`, then every event of `providerIds`
 * and a ping every {@link PING_INTERVAL_MS}. Ends when the client goes or the server closes
 * ({@link BookingEvents.closeAll}).
 */
export function openEventStream(
  events: BookingEvents,
  raw: ServerResponse,
  headers: Record<string, string | string[] | number | undefined>,
  providerIds: readonly number[],
): void {
  const head: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) head[name] = value;
  raw.writeHead(200, {
    ...head,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RECONNECT_MS}\n\n`);
  raw.write(sseMessage('ready', { provider_ids: providerIds }));
  const unsubscribe = events.subscribe(providerIds, (event) => {
    raw.write(sseMessage('booking', event));
  });
  const ping = setInterval(() => raw.write(': ping\n\n'), PING_INTERVAL_MS);
  ping.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    unsubscribe();
    forget();
    if (!raw.writableEnded) raw.end();
    // The socket must not linger as a kept-alive connection the closing server waits for.
    raw.socket?.end();
  };
  const forget = events.track(end);
  raw.on('close', end);
}
