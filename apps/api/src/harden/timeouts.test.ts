/**
 * Issue #9 finding 8: request and header timeouts, idle keep-alive, and 503 with `Retry-After` when
 * the event loop is saturated.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openPglite as pgliteOpen } from '../db/client';
import { testConfig } from '../testing/db';

describe('timeouts and load shedding (finding 8)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await pgliteOpen();
  }, 240_000);
  afterAll(() => database?.close());

  it('closes a socket whose headers never finish (slow-loris) after the headers timeout', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig({
        timeouts: { headers: 400, request: 800, checkInterval: 100 },
        pressure: { maxEventLoopDelay: 0 },
      }),
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = Date.now();
      const outcome = await new Promise<{ closedAfter: number; data: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /api/v1/stats HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
          // Dribble a header byte every 100 ms, never ending the headers.
          const drip = setInterval(() => socket.write('a'), 100);
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ closedAfter: Date.now() - started, data });
          });
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += String(chunk);
        });
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000).unref();
      });
      expect(outcome.closedAfter).toBeLessThan(3_000);
      expect(outcome.data).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('closes a socket whose body never finishes (slow body) after the request timeout', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig({
        timeouts: { headers: 400, request: 800, checkInterval: 100 },
        pressure: { maxEventLoopDelay: 0 },
      }),
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const started = Date.now();
      const outcome = await new Promise<{ closedAfter: number; data: string }>((resolve, reject) => {
        let data = '';
        const socket = connect(port, '127.0.0.1', () => {
          // Whole headers at once, then a body byte every 100 ms, never reaching Content-Length.
          socket.write(
            'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'Content-Length: 100000\r\n\r\n{"email":"',
          );
          const drip = setInterval(() => socket.write('a'), 100);
          socket.on('close', () => {
            clearInterval(drip);
            resolve({ closedAfter: Date.now() - started, data });
          });
        });
        socket.on('data', (chunk) => {
          data += String(chunk);
        });
        socket.on('error', () => undefined);
        setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000).unref();
      });
      expect(outcome.closedAfter).toBeLessThan(3_000);
      expect(outcome.data).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After while the event loop is saturated', async () => {
    const app = await buildApp({
      db: database.db,
      config: testConfig({ pressure: { maxEventLoopDelay: 50, sampleInterval: 1000, retryAfter: 7 } }),
    });
    try {
      await app.ready();
      // Block the event loop longer than one sample interval (1 s): the overdue sample runs as soon as
      // the loop is free and sees the delay; the next one is a second away, even on a loaded machine.
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      const res = await app.inject({ url: '/api/v1/stats' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({ message: 'The server is busy. Try again in a moment.' });
      // Once the loop is calm again, requests pass.
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect((await app.inject({ url: '/api/v1/stats' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
