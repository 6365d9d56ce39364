/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the convoy page, posts, comments, the composer and the feed (issue #12; spec §2
 * Convoy detail / Feeds, §5 Convoy posts, §8 like/unlike/comment/post/share toasts verbatim). Keys the
 * `postComposer` and `postComments` machines produce must all be here (`t.message` reads them); the
 * §5 texts are the contract's own.
 */
import {
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '@gari/contract/convoyOptions';
import type { PostCommentsMessageKey } from '@gari/machines/postComments';
import type { PostComposerMessageKey } from '@gari/machines/postComposer';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  // Machine texts (spec §5).
  tooManyImages: TOO_MANY_IMAGES_MESSAGE,
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  imageTooLarge: IMAGE_TOO_LARGE_MESSAGE,
  emptyPost: EMPTY_POST_MESSAGE,
  postFailed: 'Could not publish your post. Please try again.',
  commentRequired: EMPTY_COMMENT_MESSAGE,
  commentsFailed: 'Could not load the comments.',
  // §8 toasts, verbatim.
  likeFailedTitle: 'Like failed',
  likeFailed: 'Could not save your like.',
  unlikeFailedTitle: 'Unlike failed',
  unlikeFailed: 'Could not remove your wave.',
  commentFailedTitle: 'Comment failed',
  commentFailed: 'Could not post your comment. Please try again.',
  postFailedTitle: 'Post failed',
  maxImagesTitle: 'Maximum images reached',
  shareUnsupportedTitle: 'Share not supported',
  shareUnsupported: 'Copy the URL from the address bar.',
  linkCopied: 'Link copied',
  // Posts.
  posts: 'Posts',
  like: 'Like',
  likes: (v: { count: number }) => (v.count === 1 ? '1 like' : `${v.count} likes`),
  likedBy: (v: { name: string; others: number }) =>
    v.others === 0
      ? `Liked by ${v.name}`
      : `Liked by ${v.name} and ${v.others} other${v.others === 1 ? '' : 's'}`,
  comments: (v: { count: number }) => (v.count === 1 ? '1 comment' : `${v.count} comments`),
  hideComments: 'Hide comments',
  share: 'Share',
  report: 'Report',
  confirmReport: 'Report this post',
  cancel: 'Cancel',
  reported: 'Reported',
  reportFailed: 'Could not report the post. Please try again.',
  posting: 'Posting…',
  postImage: (v: { n: number; total: number; author: string }) => `Photo ${v.n} of ${v.total} by ${v.author}`,
  postBy: (v: { name: string }) => `Post by ${v.name}`,
  in: (v: { convoy: string }) => `in ${v.convoy}`,
  // Comments.
  commentsOf: (v: { name: string }) => `Comments on ${v.name}'s post`,
  loadingComments: 'Loading comments…',
  noComments: 'No comments yet.',
  moreComments: 'More comments',
  commentLabel: 'Write a comment',
  commentSend: 'Comment',
  tryAgain: 'Try again',
  signInToComment: 'Sign in to comment',
  // Composer.
  composerTitle: 'New post',
  composerLabel: 'What is on your mind?',
  composerPlaceholder: 'Share a drive, a tip or a question… #hashtags welcome',
  addPhotos: 'Add photos',
  photosOfPost: 'Photos of the post',
  photosHint: 'Up to 3 images, 8 MB each.',
  removePhoto: (v: { name: string }) => `Remove ${v.name}`,
  preview: (v: { name: string }) => `Preview of ${v.name}`,
  shareAction: 'Share',
  uploading: (v: { percent: number }) => `Uploading… ${v.percent}%`,
  // Convoy page.
  back: 'All convoys',
  loadingConvoy: 'Loading convoy…',
  notFound: 'Convoy not found',
  notFoundText: 'This convoy does not exist or was removed.',
  browse: 'Browse convoys',
  failed: 'Failed to load',
  members: (v: { count: number }) => (v.count === 1 ? '1 member' : `${v.count} members`),
  postsCount: (v: { count: number }) => (v.count === 1 ? '1 post' : `${v.count} posts`),
  join: 'Join',
  leave: 'Leave',
  joined: 'Joined',
  joinFailed: 'Could not change your membership. Please try again.',
  signInToPost: 'Sign in to join and post',
  joinToPost: 'Join this convoy to post in it.',
  noPosts: 'No posts yet. Be the first to share something.',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadingPosts: 'Loading posts…',
  myCars: 'Your cars in this convoy',
  noQualifyingCars: 'None of your cars is in this convoy.',
  addCar: 'Add a car',
  // Feeds.
  feedsTitle: 'Feeds',
  feedsSubtitle: 'Posts from your convoys and the members you follow, newest first',
  feedsVisitor: 'Sign in to see posts from your convoys and the members you follow.',
  signIn: 'Sign in',
  latest: 'Latest from the community',
  emptyFeed: 'Your feed is empty. Join a convoy or follow members to see their posts here.',
  findConvoys: 'Find convoys',
  trending: 'Trending hashtags',
  noTrending: 'No hashtags this week yet.',
  tagPosts: (v: { count: number }) => (v.count === 1 ? '1 post' : `${v.count} posts`),
} satisfies Record<PostComposerMessageKey | PostCommentsMessageKey, CatalogText> &
  Record<string, CatalogText>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'convoys/messages');
