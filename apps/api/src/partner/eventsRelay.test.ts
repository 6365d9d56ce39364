/**
 * Booking events between API processes (issue #16 "Partner console, live"): each process's bus relays
 * its events through pub/sub (Redis with `REDIS_URL`), so a console hears a booking made through any
 * process, once.
 */
import { EventEmitter } from 'node:events';
import type { PartnerEvent } from '@gari/contract/bookings';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { BookingEvents, bookingEvent, type EventRelay, RELAY_CHANNEL, redisRelay } from './events';

/** Pub/sub in memory: what Redis does between processes, here between buses of one test. */
function memoryRelay(): EventRelay & { subscribers: () => number } {
  const hub = new EventEmitter();
  return {
    publish: async (channel, message) => {
      hub.emit(channel, message);
      return hub.listenerCount(channel);
    },
    subscribe: async (channel, onMessage) => {
      hub.on(channel, onMessage);
      return async () => {
        hub.off(channel, onMessage);
      };
    },
    subscribers: () => hub.listenerCount(RELAY_CHANNEL),
  };
}

const event = (providerId: number, bookingId = 'b-1'): PartnerEvent =>
  bookingEvent('created', { bookingId, providerId, status: 'pending' }, new Date('2030-01-07T08:30:00Z'));

/** Resolves with the events a listener got once `ms` have passed. */
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('booking events relayed between processes', () => {
  it('a console on another process hears the event once, and the publishing process once too', async () => {
    const relay = memoryRelay();
    const a = new BookingEvents();
    const b = new BookingEvents();
    await a.relayThrough(relay);
    await b.relayThrough(relay);
    const onA: PartnerEvent[] = [];
    const onB: PartnerEvent[] = [];
    a.subscribe([7], (e) => onA.push(e));
    b.subscribe([7], (e) => onB.push(e));
    const other: PartnerEvent[] = [];
    b.subscribe([8], (e) => other.push(e));

    a.publish(event(7));
    await settle();
    expect(onA).toEqual([event(7)]);
    expect(onB).toEqual([event(7)]);
    expect(other).toEqual([]);
  });

  it('stops relaying when stopped; a bad message or a failing relay never breaks delivery here', async () => {
    const relay = memoryRelay();
    const a = new BookingEvents();
    const b = new BookingEvents();
    await a.relayThrough(relay);
    const errors: unknown[] = [];
    const stop = await b.relayThrough(relay, (error) => errors.push(error));
    const onB: PartnerEvent[] = [];
    b.subscribe([7], (e) => onB.push(e));

    await relay.publish(RELAY_CHANNEL, 'not json');
    expect(errors).toHaveLength(1);

    await stop();
    expect(relay.subscribers()).toBe(1);
    a.publish(event(7, 'b-2'));
    await settle();
    expect(onB).toEqual([]);

    const broken = new BookingEvents();
    const brokenErrors: unknown[] = [];
    await broken.relayThrough(
      {
        publish: () => Promise.reject(new Error('Redis is down')),
        subscribe: async () => async () => {},
      },
      (error) => brokenErrors.push(error),
    );
    const local: PartnerEvent[] = [];
    broken.subscribe([7], (e) => local.push(e));
    broken.publish(event(7, 'b-3'));
    await settle();
    expect(local).toEqual([event(7, 'b-3')]);
    expect(brokenErrors).toEqual([new Error('Redis is down')]);
  });

  const redisUrl = process.env.REDIS_URL;
  it.runIf(redisUrl)('through Redis pub/sub (REDIS_URL)', async () => {
    const first = new Redis(redisUrl ?? '');
    const second = new Redis(redisUrl ?? '');
    const a = new BookingEvents();
    const b = new BookingEvents();
    const stopA = await a.relayThrough(redisRelay(first));
    const stopB = await b.relayThrough(redisRelay(second));
    try {
      const onB: PartnerEvent[] = [];
      b.subscribe([7], (e) => onB.push(e));
      a.publish(event(7));
      await expect.poll(() => onB, { timeout: 2_000 }).toEqual([event(7)]);
    } finally {
      await stopA();
      await stopB();
      first.disconnect();
      second.disconnect();
    }
  });
});
