/**
 * `whenIdle` and `whenNeeded` (issue #8 Total Blocking Time): idle-time jobs run one per task in the
 * order queued; work a page does not need waits for the visitor's first interaction (none on a page
 * only looked at), and runs at once in idle time after it. Runs in Chromium (the `coverage` project);
 * the order of the tests matters, since the first interaction happens once per page.
 */
import { expect, it } from 'vitest';
import { whenIdle, whenNeeded } from './later';

/** Resolves after `ms` of real time. */
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resolves once `check()` holds (polling every 10 ms, 3 s at most). */
async function until(check: () => boolean): Promise<void> {
  const end = performance.now() + 3000;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

it('whenIdle runs queued jobs in order, each in a task of its own, and not a cancelled one', async () => {
  const ran: string[] = [];
  /** The task each job ran in: a microtask queued by the previous job must have run before the next. */
  let microtaskOfPrevious = true;
  const job = (name: string) => () => {
    expect(microtaskOfPrevious).toBe(true);
    microtaskOfPrevious = false;
    queueMicrotask(() => {
      microtaskOfPrevious = true;
    });
    ran.push(name);
  };
  whenIdle(job('a'));
  const cancel = whenIdle(job('b'));
  whenIdle(job('c'));
  cancel();
  expect(ran).toEqual([]);
  await until(() => ran.length === 2);
  await sleep(50);
  expect(ran).toEqual(['a', 'c']);
});

it('whenNeeded waits for the first interaction, then runs in idle time; cancelled work never runs', async () => {
  const ran: string[] = [];
  whenNeeded(() => ran.push('needed'));
  const cancel = whenNeeded(() => ran.push('cancelled'));
  cancel();
  // A page only looked at: nothing runs, however long it stays open.
  await sleep(1500);
  expect(ran).toEqual([]);
  // The visitor moves the pointer: the work runs in the next idle time.
  window.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  await until(() => ran.length > 0);
  await sleep(50);
  expect(ran).toEqual(['needed']);
});

it('whenNeeded after the first interaction runs in idle time without waiting for another', async () => {
  const ran: string[] = [];
  whenNeeded(() => ran.push('later part'));
  await until(() => ran.length > 0);
  expect(ran).toEqual(['later part']);
});
