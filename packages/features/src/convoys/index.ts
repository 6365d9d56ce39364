/**
 * `@gari/features/convoys`: the convoys (issue #12; spec §2 Convoys list, Convoy detail, Feeds).
 */

// The convoy list /communities (helper `community`).
export { ConvoyCard, type ConvoyCardProps, convoyPath } from './ConvoyCard';
export { ConvoysPage } from './ConvoysPage';
export { t as convoyListMessages } from './listMessages';
export { CONVOY_SORT_OPTIONS } from './sortOptions';
export {
  activeConvoyFilterCount,
  CONVOY_CATEGORY_TABS,
  CONVOYS_PER_PAGE,
  type ConvoyFilters,
  convoyListKeys,
  DEFAULT_CONVOY_FILTERS,
  readConvoyFilters,
  toConvoyQuery,
  useConvoyMembership,
  useConvoys,
  useFeedPreview,
  writeConvoyFilters,
} from './useConvoys';
