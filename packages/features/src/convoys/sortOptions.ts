import type { ConvoySort } from '@gari/contract/convoyOptions';
import { t as listT } from './listMessages';

/** The sort choices of the convoy list (spec §9: members, activity, posts, newest; default members) in `t`'s language. */
export const convoySortOptions = (
  t: typeof listT = listT,
): ReadonlyArray<{ id: ConvoySort; label: string }> => [
  { id: 'members', label: t('sortMembers') },
  { id: 'activity', label: t('sortActivity') },
  { id: 'posts', label: t('sortPosts') },
  { id: 'newest', label: t('sortNewest') },
];

/** The sort choices in English (tests). */
export const CONVOY_SORT_OPTIONS = convoySortOptions();
