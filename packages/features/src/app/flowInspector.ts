import { createContext } from 'react';
import type { AnyActorRef, StateValue } from 'xstate';

/**
 * Told about every flow actor a {@link useFlow} hook starts: the machine's id ('auth', 'booking', …)
 * and the running actor. Storybook's preview provides one to check that a story ends in the machine
 * state it claims (`parameters.machine`); elsewhere it does nothing.
 */
export type FlowInspector = (machineId: string, actorRef: AnyActorRef) => void;

let fallbackInspector: FlowInspector = () => {};

/**
 * Sets the inspector used where no {@link FlowInspectorContext} provider is above the hook: React
 * roots of their own, such as the `<gari-booking>` widget's Shadow DOM. Storybook sets it per story;
 * `null` restores the default, which ignores every actor.
 */
export function setFallbackFlowInspector(inspector: FlowInspector | null): void {
  fallbackInspector = inspector ?? (() => {});
}

/** React context of the {@link FlowInspector}; the default forwards to the fallback inspector. */
export const FlowInspectorContext = createContext<FlowInspector>((machineId, actorRef) =>
  fallbackInspector(machineId, actorRef),
);

/** What a story claims: the machine's id and a dotted state path ('dateTime.pickTime'). */
export interface ClaimedState {
  id: string;
  state: string;
}

/** `'dateTime.pickTime'` → `{ dateTime: 'pickTime' }`; `'idle'` → `'idle'` (the form `matches()` takes). */
export function stateValueOf(path: string): StateValue {
  const parts = path.split('.');
  const last = parts.pop() as string;
  return parts.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), last);
}

/** The dotted path of a state value: `{ editing: 'ready' }` → `'editing.ready'` (first region only). */
export function statePathOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  return child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
    ? key
    : `${key}.${statePathOf(child as StateValue)}`;
}

/**
 * Checks a story's claim against the actors it started (spec DESIGN "every state has a story"; the
 * stories prove it). Passes when at least one recorded actor of machine `claim.id` is in
 * `claim.state`.
 *
 * @param actors the actors recorded per machine id while the story ran.
 * @returns null when the claim holds, else the failure text naming the claimed and the actual states
 *   (or saying that no actor of that machine ran).
 */
export function checkClaimedState(
  actors: ReadonlyMap<string, readonly AnyActorRef[]>,
  claim: ClaimedState,
): string | null {
  const refs = actors.get(claim.id) ?? [];
  if (refs.length === 0) {
    return `The story claims machine "${claim.id}" in state "${claim.state}", but no "${claim.id}" actor ran.`;
  }
  const wanted = stateValueOf(claim.state);
  const seen: string[] = [];
  for (const ref of refs) {
    const snapshot = ref.getSnapshot() as { matches?: (v: StateValue) => boolean; value?: StateValue };
    if (snapshot.matches?.(wanted)) return null;
    if (snapshot.value !== undefined) seen.push(statePathOf(snapshot.value));
  }
  return `The story claims machine "${claim.id}" in state "${claim.state}", but it ended in ${seen
    .map((s) => `"${s}"`)
    .join(', ')}.`;
}

/**
 * A recorder for one story: `inspector` (give it to {@link FlowInspectorContext}) keeps every actor
 * per machine id; `check(claim)` runs {@link checkClaimedState} on them.
 */
export function createFlowRecorder() {
  const actors = new Map<string, AnyActorRef[]>();
  const inspector: FlowInspector = (machineId, actorRef) => {
    const list = actors.get(machineId) ?? [];
    if (!list.includes(actorRef)) list.push(actorRef);
    actors.set(machineId, list);
  };
  return {
    actors: actors as ReadonlyMap<string, readonly AnyActorRef[]>,
    inspector,
    check: (claim: ClaimedState) => checkClaimedState(actors, claim),
  };
}
