/**
 * `@gari/features/partner`: the partner console at /partner (issue #3 Partner console): booking requests
 * with Accept / Decline, and the booking widget settings of each provider.
 */
export {
  NOT_STAFF_MESSAGE,
  PARTNER_KEYS,
  PARTNER_TABS,
  PartnerPage,
  type PartnerTab,
  WidgetSettings,
  type WidgetSettingsProps,
} from './PartnerPage';
