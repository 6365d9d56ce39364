/**
 * `@gari/features/convoys`: the community (issue #12; spec §2 Convoys list / Convoy detail / Feeds,
 * §3, §4, §5, §8).
 */

// The convoy list /communities (helper `community`).
export { ConvoyCard, type ConvoyCardProps } from './ConvoyCard';
// Convoy page, posts and feeds (helper `posts`); PostComments and PostComposer load lazily from them.
export { ConvoyPage } from './ConvoyPage';
export { ConvoysPage } from './ConvoysPage';
export { FeedsPage } from './FeedsPage';
export { t as convoyListMessages } from './listMessages';
export { t as postTexts } from './messages';
export { PostCard, type PostCardProps } from './PostCard';
export { linkParts, PostText } from './PostText';
export {
  convoyOrNull,
  prependPost,
  updatePost,
  useConvoy,
  useConvoyId,
  useConvoyPosts,
  useFeed,
  useViewerId,
} from './postQueries';
export { postHref, sharePost } from './share';
export { CONVOY_SORT_OPTIONS } from './sortOptions';
export {
  activeConvoyFilterCount,
  CONVOY_CATEGORY_TABS,
  CONVOYS_PER_PAGE,
  type ConvoyFilters,
  DEFAULT_CONVOY_FILTERS,
  readConvoyFilters,
  toConvoyQuery,
  useConvoyMembership,
  useConvoys,
  useFeedPreview,
  writeConvoyFilters,
} from './useConvoys';
export { usePostComments } from './usePostComments';
export { previewUrl, usePostComposer } from './usePostComposer';
export { usePostReaction } from './usePostReaction';
