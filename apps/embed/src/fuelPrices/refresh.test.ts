/**
 * The price widget's refresh logic (`refresh.ts`, issue #11 "refreshes it every 10 minutes"): every
 * transition of the phase table, how a fetch answer is read, and the cycle on fake timers — a failed
 * refresh keeps the shown prices marked stale, the next good one replaces them, a refused answer stops
 * the refreshes, `stop()` drops a late answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Effect,
  FAILED_RETRY_MS,
  type FetchOutcome,
  type FuelWidgetPhase,
  next,
  outcomeOf,
  startRefresh,
} from './refresh';

const html = (text: string): FetchOutcome => ({ kind: 'html', html: text });
const refused = (text: string): FetchOutcome => ({ kind: 'refused', html: text });
const failed: FetchOutcome = { kind: 'failed' };

describe('next (the phase table)', () => {
  const phases: FuelWidgetPhase[] = ['loading', 'prices', 'stale', 'error'];
  it.each(phases)('%s + HTML → prices, shows it, keeps refreshing', (phase) => {
    expect(next(phase, html('<p>1</p>'))).toEqual({
      phase: 'prices',
      effect: { type: 'show', html: '<p>1</p>' },
      keepRefreshing: true,
    });
  });
  it.each(phases)('%s + refused → error, shows the server error view, stops', (phase) => {
    expect(next(phase, refused('<p>no</p>'))).toEqual({
      phase: 'error',
      effect: { type: 'show', html: '<p>no</p>' },
      keepRefreshing: false,
    });
  });
  it.each(['prices', 'stale'] as const)('%s + failed → stale, keeps the content marked stale', (phase) => {
    expect(next(phase, failed)).toEqual({
      phase: 'stale',
      effect: { type: 'mark-stale' },
      keepRefreshing: true,
    });
  });
  it.each(['loading', 'error'] as const)('%s + failed → error "unavailable", tries again later', (phase) => {
    expect(next(phase, failed)).toEqual({
      phase: 'error',
      effect: { type: 'show-unavailable' },
      keepRefreshing: true,
    });
  });
});

describe('outcomeOf (reading an answer)', () => {
  const answer = (status: number, type = 'text/html; charset=utf-8', body = '<p>x</p>') =>
    new Response(status === 304 ? null : body, { status, headers: { 'content-type': type } });
  it('200 HTML is the content; 403 and 404 HTML are the refusal views', async () => {
    expect(await outcomeOf(answer(200))).toEqual(html('<p>x</p>'));
    expect(await outcomeOf(answer(403))).toEqual(refused('<p>x</p>'));
    expect(await outcomeOf(answer(404))).toEqual(refused('<p>x</p>'));
  });
  it('anything else fails: 5xx, a JSON 422, 200 that is not HTML', async () => {
    expect(await outcomeOf(answer(500))).toEqual(failed);
    expect(await outcomeOf(answer(503))).toEqual(failed);
    expect(await outcomeOf(answer(422, 'application/json', '{}'))).toEqual(failed);
    expect(await outcomeOf(answer(200, 'application/json', '{}'))).toEqual(failed);
  });
});

describe('startRefresh (the cycle)', () => {
  const EVERY = 600_000;
  let answers: Array<FetchOutcome | Error>;
  let applied: Array<[Effect['type'], FuelWidgetPhase]>;
  let loads: number;
  const host = (initial: FuelWidgetPhase) => ({
    load: async () => {
      loads += 1;
      const a = answers.shift();
      if (!a) throw new Error('no answer scripted');
      if (a instanceof Error) throw a;
      return a;
    },
    apply: (effect: Effect, phase: FuelWidgetPhase) => applied.push([effect.type, phase]),
    everyMs: EVERY,
    initial,
  });
  beforeEach(() => {
    vi.useFakeTimers();
    answers = [];
    applied = [];
    loads = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('fetches at once, then every 10 minutes; a failure keeps the prices as stale and retries sooner', async () => {
    answers = [html('a'), failed, failed, html('b'), html('c')];
    const r = startRefresh(host('loading'));
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual([['show', 'prices']]);
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(loads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied.at(-1)).toEqual(['mark-stale', 'stale']);
    // Failed: the next try 3 s later, then 6 s after a second failure.
    await vi.advanceTimersByTimeAsync(FAILED_RETRY_MS - 1);
    expect(loads).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads).toBe(3);
    expect(applied.at(-1)).toEqual(['mark-stale', 'stale']);
    await vi.advanceTimersByTimeAsync(2 * FAILED_RETRY_MS);
    expect(applied.at(-1)).toEqual(['show', 'prices']);
    expect(r.phase()).toBe('prices');
    expect(loads).toBe(4);
    // A success brings back the 10-minute interval.
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(loads).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads).toBe(5);
    r.stop();
  });

  it('a thrown fetch counts as failed: nothing shown yet → "unavailable", and it retries after 3 s', async () => {
    answers = [new Error('offline'), html('a')];
    const r = startRefresh(host('loading'));
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual([['show-unavailable', 'error']]);
    await vi.advanceTimersByTimeAsync(FAILED_RETRY_MS);
    expect(applied.at(-1)).toEqual(['show', 'prices']);
    r.stop();
  });

  it('retries after failures wait 3 s, 6 s, 12 s … and never longer than the interval', async () => {
    answers = Array.from({ length: 12 }, () => failed);
    const r = startRefresh(host('loading'));
    await vi.advanceTimersByTimeAsync(0);
    let at = 0;
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const before = loads;
      while (loads === before) {
        await vi.advanceTimersByTimeAsync(1_000);
        at += 1_000;
      }
      waits.push(at);
      at = 0;
    }
    expect(waits).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 96_000, 192_000, 384_000, EVERY]);
    r.stop();
  });

  it('a refused answer shows its view and stops the refreshes', async () => {
    answers = [html('a'), refused('not allowed')];
    const r = startRefresh(host('loading'));
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(applied).toEqual([
      ['show', 'prices'],
      ['show', 'error'],
    ]);
    await vi.advanceTimersByTimeAsync(EVERY * 3);
    expect(loads).toBe(2);
    expect(r.phase()).toBe('error');
  });

  it('HTML already in place (the iframe page) waits 10 minutes before the first fetch', async () => {
    answers = [failed];
    const r = startRefresh(host('prices'));
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(loads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toEqual([['mark-stale', 'stale']]);
    r.stop();
  });

  it('now() fetches at once and restarts the interval; stop() drops a late answer and ends the cycle', async () => {
    answers = [html('a'), html('b')];
    const r = startRefresh(host('loading'));
    await vi.advanceTimersByTimeAsync(EVERY / 2);
    void r.now(); // an attribute changed
    r.stop(); // …and the element left the page before the answer came
    await vi.advanceTimersByTimeAsync(EVERY * 2);
    expect(loads).toBe(2);
    expect(applied).toEqual([['show', 'prices']]);
  });

  it('only the newest of two overlapping fetches is applied', async () => {
    let release: (o: FetchOutcome) => void = () => {};
    const slow = new Promise<FetchOutcome>((ok) => {
      release = ok;
    });
    const calls: Array<Promise<FetchOutcome>> = [slow, Promise.resolve(html('new'))];
    const shown: string[] = [];
    const r = startRefresh({
      ...host('prices'),
      load: () => calls.shift() ?? Promise.resolve(failed),
      apply: (effect) => shown.push(effect.type === 'show' ? effect.html : effect.type),
    });
    void r.now();
    await r.now();
    release(html('old'));
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['new']);
    r.stop();
  });
});
