export {
  BookingApiProvider,
  createQueryClient,
  GariProvider,
  type GariProviderProps,
  useApi,
  useBookingApi,
} from './ApiContext';
export {
  type ClaimedState,
  checkClaimedState,
  createFlowRecorder,
  type FlowInspector,
  FlowInspectorContext,
  setFallbackFlowInspector,
  statePathOf,
  stateValueOf,
} from './flowInspector';
export { seesAsServer, serverViewOf, useHydrated } from './hydration';
export { documentTitle, documentTitleFor, type PageMeta, PageMetaProvider, usePageMeta } from './pageMeta';
export {
  type FlowHandlers,
  type FlowHookOptions,
  flowView,
  type UseFlowOptions,
  useFlow,
  useFlowEvents,
  useFlowHook,
} from './useFlow';
