import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { flowTypes, notProvided } from '../shared';
import { referencePoint, resetFilters, sameFilters, wantsPosition } from './rules';
import type {
  GasFilters,
  GasFiltersContext,
  GasFiltersEmitted,
  GasFiltersEvent,
  GasFiltersInput,
  LatLng,
  ReferencePoint,
} from './types';

const patched = (filters: GasFilters, patch: Partial<GasFilters>): GasFilters => ({ ...filters, ...patch });
const changed = (filters: GasFilters) => ({ type: 'changed' as const, filters });

/**
 * The `gasFilters` machine (issue #11; spec §2 Gas stations, Advanced Filters panel gas variant; §4
 * Filters panel open/closed with Apply and Reset; §5 distance 1–50 km; §9). It holds the applied
 * filters (the URL query: every filtered list is a shareable link), the panel's draft and where
 * distances are measured from. Two parallel regions:
 *
 * - `panel.closed` ⇄ `panel.open`: `OPEN` copies the filters into the draft; `EDIT` changes the draft;
 *   `APPLY` applies it and closes; `RESET` puts the panel filters back to their defaults (search, fuel
 *   and sort kept) and applies that at once; `CLOSE` drops the draft.
 * - `location.idle` (the member was not asked; e.g. Best Price at the default distance) → `locating`
 *   as soon as the filters want a position (Nearest, or a distance other than the default) or on
 *   `LOCATE`; `locating` runs the caller's `locate` actor (the browser's geolocation) → `located`
 *   (`context.position`) or `unavailable` (refused, unsupported, timed out: distances are measured
 *   from the chosen city's centre instead, see {@link gasReferencePoint}); `LOCATE` asks again.
 *
 * Anywhere: `SET` applies a change at once (search, fuel, sort, the inline filters), `SYNC` takes the
 * URL's filters (no echo), `CITIES` keeps the cities' centres. Every change through the machine emits
 * `changed` with the new filters (the hook writes them to the URL).
 */
export const gasFiltersMachine = setup({
  types: flowTypes<GasFiltersContext, GasFiltersEvent, GasFiltersInput, GasFiltersEmitted>(),
  actors: {
    locate: fromPromise<LatLng, void>(notProvided('gasFilters', 'locate')),
  },
  guards: {
    wantsPosition: ({ context }) => wantsPosition(context.filters, context.defaults),
    urlDiffers: ({ context, event }) => event.type === 'SYNC' && !sameFilters(context.filters, event.filters),
  },
  actions: {
    set: assign(({ context, event }) =>
      event.type === 'SET' ? { filters: patched(context.filters, event.patch) } : {},
    ),
    sync: assign(({ event }) => (event.type === 'SYNC' ? { filters: event.filters } : {})),
    emitChanged: emit(({ context }) => changed(context.filters)),
  },
}).createMachine({
  id: 'gasFilters',
  type: 'parallel',
  context: ({ input }) => ({
    filters: input.filters,
    defaults: input.defaults,
    draft: input.filters,
    position: null,
    cities: [],
  }),
  on: {
    SET: { actions: ['set', 'emitChanged'] },
    SYNC: { guard: 'urlDiffers', actions: 'sync' },
    CITIES: { actions: assign(({ event }) => ({ cities: event.cities })) },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: { target: 'open', actions: assign(({ context }) => ({ draft: context.filters })) } },
        },
        open: {
          on: {
            EDIT: {
              actions: assign(({ context, event }) => ({ draft: patched(context.draft, event.patch) })),
            },
            APPLY: {
              target: 'closed',
              actions: [assign(({ context }) => ({ filters: context.draft })), 'emitChanged'],
            },
            RESET: {
              actions: [
                assign(({ context }) => {
                  const reset = resetFilters(context.draft, context.defaults);
                  return { draft: reset, filters: reset };
                }),
                'emitChanged',
              ],
            },
            CLOSE: { target: 'closed' },
          },
        },
      },
    },
    location: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'wantsPosition', target: 'locating' },
          on: { LOCATE: { target: 'locating' } },
        },
        locating: {
          invoke: {
            src: 'locate',
            onDone: { target: 'located', actions: assign(({ event }) => ({ position: event.output })) },
            onError: { target: 'unavailable', actions: assign({ position: null }) },
          },
        },
        located: { on: { LOCATE: { target: 'locating' } } },
        unavailable: { on: { LOCATE: { target: 'locating' } } },
      },
    },
  },
});

export type GasFiltersMachine = typeof gasFiltersMachine;
export type GasFiltersSnapshot = SnapshotFrom<GasFiltersMachine>;

/** Where distances are measured from in `snapshot` (the device, else the chosen city's centre, else null). */
export const gasReferencePoint = (snapshot: GasFiltersSnapshot): ReferencePoint | null =>
  referencePoint(snapshot.context.filters, snapshot.context.position, snapshot.context.cities);
