/**
 * Kinyarwanda texts of `members/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  followFailed: 'Gukurikira byanze',
  unfollowFailed: 'Kureka gukurikira byanze',
  successTitle: 'Byagenze neza',
  errorTitle: 'Ikosa',
  follow: 'KURIKIRA',
  unfollow: 'REKA GUKURIKIRA',
  followLabel: (v) => `Kurikira ${v.name}`,
  unfollowLabel: (v) => `Reka gukurikira ${v.name}`,
  signInTitle: 'Injira kugira ngo ukurikire abanyamuryango',
  signInText: (v) => `Injira kugira ngo ukurikire ${v.name} kandi ubone ubutumwa bwe mu makuru yawe.`,
  signIn: 'Injira',
  notNow: 'Ubu oya',
  loading: 'Turimo gufungura umunyamuryango…',
  notFound: 'Umukoresha ntiyabonetse',
  notFoundText: 'Nta munyamuryango ufite iri zina. Reba link, cyangwa ushake abanyamuryango mu matsinda.',
  backToConvoys: 'Reba amatsinda',
  failed: 'Gufungura byanze',
  tryAgain: 'Ongera ugerageze',
  handle: (v) => `@${v.username}`,
  joined: (v) => `Yinjiye ${v.date}`,
  statsLabel: 'Imibare',
  cars: (_v: { count: number }) => 'imodoka',
  followers: (_v: { count: number }) => 'abamukurikira',
  following: 'akurikira',
  posts: (_v: { count: number }) => 'ubutumwa',
  carCollection: 'Imodoka ze',
  noCars: 'Nta modoka ziraboneka.',
  ownNoCars: 'Ongeraho imodoka yawe kugira ngo igaragare ku mwirondoro wawe.',
  addCar: 'Ongeraho imodoka',
  convoys: 'Amatsinda',
  recentPosts: 'Ubutumwa buheruka',
  noPosts: 'Nta butumwa buratangazwa.',
  inConvoy: (v) => `muri ${v.convoy}`,
  likes: (v) => `Abakunze ${v.count}`,
  comments: (v) => `Ibitekerezo ${v.count}`,
  ownProfile: 'Uyu ni umwirondoro wawe.',
  photo: (v) => `Ifoto ya ${v.name}`,
} satisfies Translation<typeof en>;
