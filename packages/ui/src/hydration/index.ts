/**
 * `@gari/ui/hydration`: `useHydrated`, the helpers forms and fields use to survive hydration, and
 * `whenNeeded` (work deferred until the visitor interacts or the page has settled).
 */
export {
  FormReadyContext,
  replayEditsBeforeHydration,
  useFormReady,
  useHydrated,
  useReplayEditsBeforeHydration,
} from './hydration';
export { whenNeeded } from './later';
