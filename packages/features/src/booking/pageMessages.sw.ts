/**
 * Kiswahili texts of `booking/pageMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './pageMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  pageTitle: 'Hifadhi Huduma',
  chooseProvider: 'Chagua gereji au sehemu ya kuosha magari kwanza.',
  chooseProviderText: 'Chagua mtoa huduma kutoka kwenye orodha, kisha bonyeza Hifadhi Huduma.',
  findGarage: 'Tafuta gereji',
  findCarwash: 'Tafuta sehemu ya kuosha magari',
  repairCategory: 'Matengenezo',
  repairLogged: (v) => `Imeandikwa kama gharama ya matengenezo: ${v.summary}`,
  repairTitle: 'Andika matengenezo haya kwenye gharama za gari lako?',
  repairLog: 'Andika gharama ya matengenezo',
  repairLogging: 'Inaandika gharama ya matengenezo…',
  repairTryAgain: 'Jaribu tena',
  repairFailed: 'Haikuwezekana kuandika gharama.',
} satisfies Translation<typeof en>;
