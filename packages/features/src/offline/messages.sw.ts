/**
 * Kiswahili texts of `offline/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  title: 'Huko nje ya mtandao',
  text: 'Tunaonyesha ukurasa huu kama ulivyouona mara ya mwisho. Angalia muunganisho wako ili uone mapya, uingie au uweke miadi.',
} satisfies Translation<typeof en>;
