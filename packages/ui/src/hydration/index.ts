/**
 * `@gari/ui/hydration`: `useHydrated`, the helpers forms and fields use to survive hydration, and
 * `whenNeeded` (work deferred until the visitor interacts), `whenIdle` (work for idle time) and `HydrateOnView`
 * (parts of a server-rendered page that hydrate when seen or used).
 */
export {
  FormReadyContext,
  replayEditsBeforeHydration,
  useFormReady,
  useHydrated,
  useReplayEditsBeforeHydration,
} from './hydration';
export { whenIdle, whenNeeded } from './later';
export {
  HydrateOnView,
  type HydrateOnViewProps,
  hydrationCommitted,
  hydrationStarted,
  inTurn,
  useHydrateOnViewRoot,
} from './onView';
