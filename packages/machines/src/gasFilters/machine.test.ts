import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { gasFiltersMachine, gasReferencePoint } from './machine';
import { activeGasFilterCount, referencePoint, resetFilters, sameFilters, wantsPosition } from './rules';
import type { GasFilters, GasFiltersEmitted, LatLng } from './types';

const DEFAULTS: GasFilters = {
  q: '',
  fuel: 'Essence',
  oil_brand: '',
  sort: 'nearest',
  max_distance: 25,
  open_now: false,
  amenities: [],
  city: '',
};
const KIGALI = { name: 'Kigali', latitude: -1.95, longitude: 30.06 };
const HERE: LatLng = { lat: -1.9441, lng: 30.0619 };

/** A running machine over `filters`; `locate` answers the position request (default: never). */
function start(
  filters: Partial<GasFilters> = {},
  locate: () => Promise<LatLng> = () => new Promise(() => {}),
) {
  const spy = vi.fn(locate);
  const actor = createActor(gasFiltersMachine.provide({ actors: { locate: fromPromise(() => spy()) } }), {
    input: { filters: { ...DEFAULTS, ...filters }, defaults: DEFAULTS },
  });
  const emitted: GasFiltersEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, spy, emitted };
}
const changes = (emitted: GasFiltersEmitted[]) =>
  emitted.flatMap((e) => (e.type === 'changed' ? [e.filters] : []));

describe('gasFilters rules', () => {
  it('sameFilters compares amenities as sets and every other field', () => {
    const a = { ...DEFAULTS, amenities: ['ATM', 'Shop'] };
    expect(sameFilters(a, { ...a, amenities: ['Shop', 'ATM'] })).toBe(true);
    expect(sameFilters(a, { ...a, amenities: ['Shop'] })).toBe(false);
    expect(sameFilters(a, { ...a, open_now: true })).toBe(false);
    expect(sameFilters(a, { ...a, city: 'Kigali' })).toBe(false);
  });

  it('wantsPosition: Nearest or a distance other than the default', () => {
    expect(wantsPosition(DEFAULTS, DEFAULTS)).toBe(true);
    expect(wantsPosition({ ...DEFAULTS, sort: 'price' }, DEFAULTS)).toBe(false);
    expect(wantsPosition({ ...DEFAULTS, sort: 'price', max_distance: 10 }, DEFAULTS)).toBe(true);
  });

  it('referencePoint: the device, else the chosen city centre (case-insensitive), else null', () => {
    expect(referencePoint({ city: 'Kigali' }, HERE, [KIGALI])).toEqual({ ...HERE, source: 'device' });
    expect(referencePoint({ city: 'kigali' }, null, [KIGALI])).toEqual({
      lat: -1.95,
      lng: 30.06,
      source: 'city',
    });
    expect(referencePoint({ city: 'Huye' }, null, [KIGALI])).toBeNull();
    expect(referencePoint({ city: '' }, null, [KIGALI])).toBeNull();
  });

  it('resetFilters keeps search, fuel and sort; activeGasFilterCount counts the panel filters', () => {
    const busy: GasFilters = {
      q: 'sp',
      fuel: 'Diesel',
      oil_brand: 'Shell',
      sort: 'price',
      max_distance: 10,
      open_now: true,
      amenities: ['ATM', 'Shop'],
      city: 'Kigali',
    };
    expect(activeGasFilterCount(busy, DEFAULTS)).toBe(6);
    const reset = resetFilters(busy, DEFAULTS);
    expect(reset).toEqual({ ...DEFAULTS, q: 'sp', fuel: 'Diesel', sort: 'price' });
    expect(activeGasFilterCount(reset, DEFAULTS)).toBe(0);
  });
});

describe('gasFilters machine: location', () => {
  it('Nearest (the default) goes straight to locating → located with the position (device reference)', async () => {
    const { actor, spy } = start({}, async () => HERE);
    expect(actor.getSnapshot().matches({ location: 'locating' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ location: 'located' }));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.position).toEqual(HERE);
    expect(gasReferencePoint(actor.getSnapshot())).toEqual({ ...HERE, source: 'device' });
  });

  it('locating → unavailable when refused: the chosen city centre is the reference', async () => {
    const { actor } = start({ city: 'Kigali' }, () => Promise.reject(new Error('User denied Geolocation')));
    await waitFor(actor, (s) => s.matches({ location: 'unavailable' }));
    expect(gasReferencePoint(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'CITIES', cities: [KIGALI] });
    expect(actor.getSnapshot().context.cities).toEqual([KIGALI]);
    expect(gasReferencePoint(actor.getSnapshot())).toEqual({ lat: -1.95, lng: 30.06, source: 'city' });
  });

  it('Best Price at the default distance stays idle; LOCATE asks', async () => {
    const { actor, spy } = start({ sort: 'price' }, async () => HERE);
    expect(actor.getSnapshot().matches({ location: 'idle' })).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    actor.send({ type: 'LOCATE' });
    expect(actor.getSnapshot().matches({ location: 'locating' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ location: 'located' }));
  });

  it('idle → locating once a distance is set (SET or APPLY) or Nearest is chosen', () => {
    const bySet = start({ sort: 'price' });
    bySet.actor.send({ type: 'SET', patch: { max_distance: 10 } });
    expect(bySet.actor.getSnapshot().matches({ location: 'locating' })).toBe(true);

    const byApply = start({ sort: 'price' });
    byApply.actor.send({ type: 'OPEN' });
    byApply.actor.send({ type: 'EDIT', patch: { max_distance: 5 } });
    expect(byApply.actor.getSnapshot().matches({ location: 'idle' })).toBe(true);
    byApply.actor.send({ type: 'APPLY' });
    expect(byApply.actor.getSnapshot().matches({ location: 'locating' })).toBe(true);

    const bySort = start({ sort: 'price' });
    bySort.actor.send({ type: 'SET', patch: { sort: 'nearest' } });
    expect(bySort.actor.getSnapshot().matches({ location: 'locating' })).toBe(true);
  });

  it('located and unavailable: LOCATE asks again', async () => {
    let answer: () => Promise<LatLng> = () => Promise.reject(new Error('timeout'));
    const { actor, spy } = start({}, () => answer());
    await waitFor(actor, (s) => s.matches({ location: 'unavailable' }));
    answer = async () => HERE;
    actor.send({ type: 'LOCATE' });
    await waitFor(actor, (s) => s.matches({ location: 'located' }));
    answer = () => Promise.reject(new Error('moved out of coverage'));
    actor.send({ type: 'LOCATE' });
    await waitFor(actor, (s) => s.matches({ location: 'unavailable' }));
    expect(actor.getSnapshot().context.position).toBeNull();
    expect(spy).toHaveBeenCalledTimes(3);
  });
});

describe('gasFilters machine: filters and panel', () => {
  it('SET applies at once and emits changed; SYNC takes the URL without an echo', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'SET', patch: { fuel: 'Diesel', q: 'engen' } });
    expect(actor.getSnapshot().context.filters).toMatchObject({ fuel: 'Diesel', q: 'engen' });
    expect(changes(emitted)).toEqual([{ ...DEFAULTS, fuel: 'Diesel', q: 'engen' }]);
    const url = { ...DEFAULTS, fuel: 'Premium' };
    actor.send({ type: 'SYNC', filters: url });
    expect(actor.getSnapshot().context.filters).toEqual(url);
    actor.send({ type: 'SYNC', filters: { ...url } });
    expect(actor.getSnapshot().context.filters).toBe(url);
    expect(changes(emitted)).toHaveLength(1);
  });

  it('closed → open copies the filters into the draft; EDIT changes only the draft; CLOSE drops it', () => {
    const { actor, emitted } = start({ fuel: 'Diesel' });
    actor.send({ type: 'EDIT', patch: { open_now: true } });
    expect(actor.getSnapshot().context.draft.open_now).toBe(false);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    actor.send({ type: 'EDIT', patch: { open_now: true, amenities: ['ATM'] } });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      fuel: 'Diesel',
      open_now: true,
      amenities: ['ATM'],
    });
    expect(actor.getSnapshot().context.filters.open_now).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.filters.amenities).toEqual([]);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.draft.amenities).toEqual([]);
    expect(changes(emitted)).toEqual([]);
  });

  it('open → APPLY applies the draft, closes and emits changed', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'EDIT', patch: { oil_brand: 'Shell', city: 'Kigali' } });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.filters).toMatchObject({ oil_brand: 'Shell', city: 'Kigali' });
    expect(changes(emitted)).toEqual([{ ...DEFAULTS, oil_brand: 'Shell', city: 'Kigali' }]);
  });

  it('open → RESET puts the panel filters back (search, fuel, sort kept), applies and stays open', () => {
    const { actor, emitted } = start({
      q: 'sp',
      sort: 'price',
      fuel: 'Diesel',
      open_now: true,
      max_distance: 9,
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'EDIT', patch: { amenities: ['Shop'] } });
    actor.send({ type: 'RESET' });
    const reset = { ...DEFAULTS, q: 'sp', sort: 'price', fuel: 'Diesel' };
    expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(reset);
    expect(actor.getSnapshot().context.filters).toEqual(reset);
    expect(changes(emitted)).toEqual([reset]);
  });

  it('panel events are ignored where they mean nothing (APPLY and RESET while closed)', () => {
    const { actor, emitted } = start({ open_now: true });
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.filters.open_now).toBe(true);
    expect(changes(emitted)).toEqual([]);
  });

  it('without the locate actor, locating fails loudly to unavailable', async () => {
    const actor = createActor(gasFiltersMachine, {
      input: { filters: DEFAULTS, defaults: DEFAULTS },
    }).start();
    await waitFor(actor, (s) => s.matches({ location: 'unavailable' }));
  });
});
