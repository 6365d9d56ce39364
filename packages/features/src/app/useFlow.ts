import { useMachine } from '@xstate/react';
import { useContext, useLayoutEffect, useRef } from 'react';
import type {
  ActorRefFrom,
  AnyActorRef,
  AnyStateMachine,
  EmittedFrom,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { FlowInspectorContext, statePathOf } from './flowInspector';

type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/** One handler per emitted event type of a machine (`{ failed: (e) => toast(e.error) }`). */
export type FlowHandlers<E extends { type: string }> = {
  [T in E['type']]?: (event: Extract<E, { type: T }>) => void;
};

/**
 * Options every flow hook takes besides its own (`UseBookingOptions extends FlowHookOptions<…>`):
 * stories and tests run another machine, keep its fake actors, or start from a snapshot.
 */
export interface FlowHookOptions<M extends AnyStateMachine> {
  /** The machine to run (stories pass `machine.provide(...)`). @default the flow's machine */
  machine?: M;
  /** Keep the actors of `machine` instead of the API-backed ones. @default false */
  keepActors?: boolean;
  /** Start from this snapshot (`machine.resolveState(...)`) instead of the initial state. */
  snapshot?: SnapshotFrom<M>;
}

/** Options of {@link useFlow}. */
export interface UseFlowOptions<M extends AnyStateMachine> {
  /** The effect actors (API calls). Ignored when `keepActors`. Read when the machine changes. */
  actors?: Implementations<M>['actors'];
  /** Named delays (stories and tests use 0). */
  delays?: Implementations<M>['delays'];
  /** Keep the actors `machine` already has (stories that pass their own fakes). @default false */
  keepActors?: boolean;
  /** The machine's input, read once when the actor starts. */
  input?: InputFrom<M>;
  /** Start from this snapshot (`machine.resolveState(...)`) instead of the initial state. */
  snapshot?: SnapshotFrom<M>;
  /** Side effects per emitted event (`emit()` in the machine); the latest handlers are always called. */
  on?: FlowHandlers<EmittedFrom<M>>;
}

/**
 * The one shape of every flow hook (issue #7): runs `machine` with the given `actors` provided
 * (`machine.provide`, memoised per machine), registers the actor with the nearest
 * {@link FlowInspectorContext} (the story checker), and calls `on[event.type]` for every event the
 * machine emits. Side effects react to emitted events, never to a watched state change.
 *
 * @returns `{ state, send, actorRef }` as `useMachine` gives them.
 */
export function useFlow<M extends AnyStateMachine>(machine: M, options: UseFlowOptions<M> = {}) {
  const { actors, delays, keepActors = false } = options;
  const cache = useRef<{ base: M; keepActors: boolean; provided: M } | null>(null);
  if (!cache.current || cache.current.base !== machine || cache.current.keepActors !== keepActors) {
    let provided = machine;
    if (!keepActors && actors) provided = provided.provide({ actors }) as M;
    if (delays) provided = provided.provide({ delays }) as M;
    cache.current = { base: machine, keepActors, provided };
  }
  const logic = cache.current.provided;
  const [state, send, actorRef] = useMachine(logic as AnyStateMachine, {
    ...(options.input !== undefined ? { input: options.input } : {}),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  });
  useFlowEvents(actorRef as AnyActorRef, options.on ?? {});

  const inspect = useContext(FlowInspectorContext);
  useLayoutEffect(() => {
    inspect(logic.id, actorRef);
  }, [inspect, logic.id, actorRef]);

  return {
    state: state as SnapshotFrom<M>,
    send: send as (event: Parameters<M['transition']>[1]) => void,
    actorRef: actorRef as unknown as ActorRefFrom<M>,
  };
}

/**
 * {@link useFlow} as a flow hook calls it: runs `options.machine` (stories' own), else the flow's
 * `machine`, with the hook's `keepActors` and `snapshot` and the hook's own `flow` options (actors,
 * delays, input, emitted-event handlers).
 */
export function useFlowHook<M extends AnyStateMachine>(
  machine: M,
  options: FlowHookOptions<M>,
  flow: Omit<UseFlowOptions<M>, 'keepActors' | 'snapshot'>,
) {
  return useFlow(options.machine ?? machine, {
    ...flow,
    keepActors: options.keepActors,
    snapshot: options.snapshot,
  });
}

/**
 * What a flow hook answers besides its own helpers (issue #7 "one flow-hook shape"): `state`, the
 * dotted state path (the view's `data-state`, e.g. 'editing.ready'); the `snapshot`; `send`; the
 * `actorRef`; and the machine's `context`.
 * @param flow what {@link useFlow} returned
 */
export function flowView<S extends { value: StateValue; context: unknown }, Send, Ref>(flow: {
  state: S;
  send: Send;
  actorRef: Ref;
}) {
  return {
    state: statePathOf(flow.state.value),
    snapshot: flow.state,
    send: flow.send,
    actorRef: flow.actorRef,
    context: flow.state.context as S['context'],
  };
}

/**
 * Calls `handlers[event.type]` for every event `actorRef` emits. Subscribes in a layout effect, so
 * events emitted while the actor starts (entry actions of the first state) are heard too.
 */
export function useFlowEvents<E extends { type: string }>(
  actorRef: { on: (type: '*', fn: (event: E) => void) => { unsubscribe(): void } },
  handlers: FlowHandlers<E>,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useLayoutEffect(() => {
    const sub = actorRef.on('*', (event) => {
      const handler = latest.current[event.type as E['type']] as ((e: E) => void) | undefined;
      handler?.(event);
    });
    return () => sub.unsubscribe();
  }, [actorRef]);
}
