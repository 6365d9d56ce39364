/** `@gari/ui/hydration`: `useHydrated` and the helpers forms and fields use to survive hydration. */
export {
  FormReadyContext,
  replayEditsBeforeHydration,
  useFormReady,
  useHydrated,
  useReplayEditsBeforeHydration,
} from './hydration';
