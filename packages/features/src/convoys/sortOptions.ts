import type { ConvoySort } from '@gari/contract/convoyOptions';
import { t } from './listMessages';

/** The sort choices of the convoy list (spec §9: members, activity, posts, newest; default members). */
export const CONVOY_SORT_OPTIONS: ReadonlyArray<{ id: ConvoySort; label: string }> = [
  { id: 'members', label: t('sortMembers') },
  { id: 'activity', label: t('sortActivity') },
  { id: 'posts', label: t('sortPosts') },
  { id: 'newest', label: t('sortNewest') },
];
