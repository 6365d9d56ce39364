/**
 * `@gari/features/partner`: the partner console at /partner (issue #3 Partner console): booking requests
 * with Accept / Decline, and the booking widget settings of each provider.
 */
export {
  NOT_STAFF_MESSAGE,
  PartnerPage,
  WidgetSettings,
  type WidgetSettingsProps,
} from './PartnerPage';
export { productsProblem, StationProductsEditor } from './StationProductsEditor';
export { CLOCK_ERROR, StationSection, type StationSectionProps } from './StationSection';
export {
  PARTNER_KEYS,
  PARTNER_TABS,
  type PartnerDecisionAction,
  type PartnerTab,
  usePartnerConsole,
  usePartnerRequests,
  useWidgetSettings,
} from './usePartnerConsole';
export { type StationConsole, useStationConsole } from './useStationConsole';
