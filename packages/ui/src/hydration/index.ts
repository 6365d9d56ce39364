/**
 * `@gari/ui/hydration`: `useHydrated`, the helpers forms and fields use to survive hydration, and
 * `whenNeeded` (work deferred until the visitor interacts), `whenIdle` (work for idle time), `inTurn`
 * (one piece of work per task) and `HydrateOnView`
 * (parts of a server-rendered page that hydrate when seen or used).
 */
export {
  FormReadyContext,
  replayEditsBeforeHydration,
  useFormReady,
  useHydrated,
  useReplayEditsBeforeHydration,
} from './hydration';
export { inTurn, whenIdle, whenNeeded } from './later';
export {
  HydrateOnView,
  type HydrateOnViewProps,
  hydrationCommitted,
  hydrationStarted,
  useHydrateOnViewRoot,
} from './onView';
