/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the member profile (issue #12; spec §2 Member profile, §4 Follow, §8 follow toasts
 * and 'User not found'). Keys the `follow` machine produces ({@link FollowMessageKey}) must all be here.
 */
import type { FollowMessageKey } from '@gari/machines/follow';
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  followFailed: 'Failed to follow user',
  unfollowFailed: 'Failed to unfollow user',
  successTitle: 'Success',
  errorTitle: 'Error',
  follow: 'FOLLOW',
  unfollow: 'UNFOLLOW',
  followLabel: (v: { name: string }) => `Follow ${v.name}`,
  unfollowLabel: (v: { name: string }) => `Unfollow ${v.name}`,
  signInTitle: 'Sign in to follow members',
  signInText: (v: { name: string }) => `Sign in to follow ${v.name} and see their posts in your feed.`,
  signIn: 'Sign in',
  notNow: 'Not now',
  loading: 'Loading member…',
  notFound: 'User not found',
  notFoundText: 'No member has this username. Check the link, or find members in the convoys.',
  backToConvoys: 'Browse convoys',
  failed: 'Failed to load',
  tryAgain: 'Try again',
  handle: (v: { username: string }) => `@${v.username}`,
  joined: (v: { date: string }) => `Joined ${v.date}`,
  statsLabel: 'Stats',
  cars: (v: { count: number }): string => (v.count === 1 ? 'car' : 'cars'),
  followers: (v: { count: number }): string => (v.count === 1 ? 'follower' : 'followers'),
  following: 'following',
  posts: (v: { count: number }): string => (v.count === 1 ? 'post' : 'posts'),
  carCollection: 'Car Collection',
  noCars: 'No cars in the collection yet.',
  ownNoCars: 'Add your car to show it on your profile.',
  addCar: 'Add a vehicle',
  convoys: 'Convoys',
  recentPosts: 'Recent posts',
  noPosts: 'No posts yet.',
  inConvoy: (v: { convoy: string }) => `in ${v.convoy}`,
  likes: (v: { count: number }) => (v.count === 1 ? '1 like' : `${v.count} likes`),
  comments: (v: { count: number }) => (v.count === 1 ? '1 comment' : `${v.count} comments`),
  ownProfile: 'This is your profile.',
  photo: (v: { name: string }) => `Photo of ${v.name}`,
} satisfies Record<FollowMessageKey, CatalogText> & Record<string, CatalogText>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'members/messages');
