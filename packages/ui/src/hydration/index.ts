/**
 * `@gari/ui/hydration`: `useHydrated`, the helpers forms and fields use to survive hydration, and
 * `whenNeeded` (work deferred until the visitor interacts or the page has settled) and `HydrateInTurn`
 * (a part of a server-rendered page that hydrates in a task of its own).
 */
export {
  FormReadyContext,
  replayEditsBeforeHydration,
  useFormReady,
  useHydrated,
  useReplayEditsBeforeHydration,
} from './hydration';
export { HydrateInTurn, type HydrateInTurnProps } from './inTurn';
export { whenNeeded } from './later';
export { hydrateInTurns, nextTurn, whenTurnsDone } from './turns';
