/**
 * Kinyarwanda texts of `booking/pageMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './pageMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  pageTitle: 'Fata umwanya wa serivisi',
  chooseProvider: 'Banza uhitemo garaje cyangwa aho boza imodoka.',
  chooseProviderText: 'Hitamo utanga serivisi ku rutonde, hanyuma ukande Fata serivisi.',
  findGarage: 'Shaka garaje',
  findCarwash: 'Shaka aho boza imodoka',
  repairCategory: 'Gusana',
  repairLogged: (v) => `Byanditswe nk'amafaranga yo gusana: ${v.summary}`,
  repairTitle: "Andika uku gusana mu mafaranga y'imodoka yawe?",
  repairLog: "Andika amafaranga y'isana",
  repairLogging: "Birimo kwandika amafaranga y'isana…",
  repairTryAgain: 'Ongera ugerageze',
  repairFailed: 'Ntibyashobotse kwandika amafaranga.',
} satisfies Translation<typeof en>;
