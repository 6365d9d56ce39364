/**
 * Kinyarwanda texts of `offline/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  title: 'Nta interineti ufite',
  text: 'Turakwereka iyi paji uko wayibonye ubushize. Reba interineti yawe kugira ngo ubone ibishya, winjire cyangwa ufate gahunda.',
} satisfies Translation<typeof en>;
