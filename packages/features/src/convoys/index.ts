/**
 * `@gari/features/convoys`: the community (issue #12; spec §2 Convoys list / Convoy detail / Feeds,
 * §3, §4, §5, §8).
 */

// Convoy page, posts and feeds (helper `posts`); PostComments and PostComposer load lazily from them.
export { ConvoyPage } from './ConvoyPage';
export { FeedsPage } from './FeedsPage';
export { t as postTexts } from './messages';
export { PostCard, type PostCardProps } from './PostCard';
export { linkParts, PostText } from './PostText';
export {
  convoyOrNull,
  postKeys,
  prependPost,
  updatePost,
  useConvoy,
  useConvoyId,
  useConvoyPosts,
  useFeed,
  useViewerId,
} from './postQueries';
export { postHref, sharePost } from './share';
export { usePostComments } from './usePostComments';
export { previewUrl, usePostComposer } from './usePostComposer';
export { usePostReaction } from './usePostReaction';
