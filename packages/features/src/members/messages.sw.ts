/**
 * Kiswahili texts of `members/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  followFailed: 'Imeshindikana kumfuata mtumiaji',
  unfollowFailed: 'Imeshindikana kuacha kumfuata mtumiaji',
  successTitle: 'Imefanikiwa',
  errorTitle: 'Hitilafu',
  follow: 'FUATA',
  unfollow: 'ACHA KUFUATA',
  followLabel: (v) => `Mfuate ${v.name}`,
  unfollowLabel: (v) => `Acha kumfuata ${v.name}`,
  signInTitle: 'Ingia ili kufuata wanachama',
  signInText: (v) => `Ingia ili umfuate ${v.name} na uone machapisho yake kwenye habari zako.`,
  signIn: 'Ingia',
  notNow: 'Si sasa',
  loading: 'Tunapakia mwanachama…',
  notFound: 'Mtumiaji hajapatikana',
  notFoundText: 'Hakuna mwanachama mwenye jina hili. Angalia kiungo, au tafuta wanachama kwenye misafara.',
  backToConvoys: 'Vinjari misafara',
  failed: 'Imeshindikana kupakia',
  tryAgain: 'Jaribu tena',
  handle: (v) => `@${v.username}`,
  joined: (v) => `Alijiunga ${v.date}`,
  statsLabel: 'Takwimu',
  cars: (v) => (v.count === 1 ? 'gari' : 'magari'),
  followers: (_v: { count: number }) => 'wafuasi',
  following: 'anaowafuata',
  posts: (v) => (v.count === 1 ? 'chapisho' : 'machapisho'),
  carCollection: 'Mkusanyiko wa magari',
  noCars: 'Bado hakuna magari kwenye mkusanyiko.',
  ownNoCars: 'Ongeza gari lako ili lionekane kwenye wasifu wako.',
  addCar: 'Ongeza gari',
  convoys: 'Misafara',
  recentPosts: 'Machapisho ya karibuni',
  noPosts: 'Bado hakuna machapisho.',
  inConvoy: (v) => `katika ${v.convoy}`,
  likes: (v) => (v.count === 1 ? 'Kupenda 1' : `Kupenda ${v.count}`),
  comments: (v) => (v.count === 1 ? 'Maoni 1' : `Maoni ${v.count}`),
  ownProfile: 'Huu ni wasifu wako.',
  photo: (v) => `Picha ya ${v.name}`,
} satisfies Translation<typeof en>;
