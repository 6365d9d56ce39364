/**
 * Kinyarwanda texts of `shared/errorMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { en } from './errorMessages';
import type { Translation } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  network: 'Ikibazo cya murandasi. Reba ko uri ku murongo wongere ugerageze.',
  server: 'Habaye ikibazo kuri twe. Ongera ugerageze mu kanya.',
  tooMany: 'Ibisabwa ni byinshi. Tegereza gato wongere ugerageze.',
  notFound: 'Ntibibonetse.',
  signIn: 'Ongera winjire.',
  forbidden: 'Ntiwemerewe gukora ibi.',
  conflict: 'Ibi byahindutse hagati aho. Ongera ufungure urupapuro wongere ugerageze.',
  invalid: 'Hari amakuru atari yo. Yasuzume wongere ugerageze.',
  failed: 'Habaye ikibazo. Ongera ugerageze.',
} satisfies Translation<typeof en>;
