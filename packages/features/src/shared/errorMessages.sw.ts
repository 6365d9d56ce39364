/**
 * Kiswahili texts of `shared/errorMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { en } from './errorMessages';
import type { Translation } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  network: 'Hitilafu ya mtandao. Angalia muunganisho wako kisha ujaribu tena.',
  server: 'Kuna tatizo upande wetu. Tafadhali jaribu tena baada ya muda mfupi.',
  tooMany: 'Maombi mengi mno. Subiri kidogo kisha ujaribu tena.',
  notFound: 'Haikupatikana.',
  signIn: 'Tafadhali ingia tena.',
  forbidden: 'Huruhusiwi kufanya hivi.',
  conflict: 'Hili limebadilika kwa sasa. Pakia upya kisha ujaribu tena.',
  invalid: 'Baadhi ya taarifa si sahihi. Zikague kisha ujaribu tena.',
  failed: 'Kuna tatizo. Tafadhali jaribu tena.',
} satisfies Translation<typeof en>;
