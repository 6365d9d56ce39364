/**
 * Kinyarwanda texts of `contact/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  confirmTitle: 'Kwiyandikisha ku makuru ya Gari',
  unsubscribeTitle: 'Kwikura ku makuru ya Gari',
  confirming: 'Turimo kwemeza iyandikisha ryawe…',
  unsubscribing: 'Turimo kugukura ku rutonde…',
  confirmedTitle: 'Iyandikisha ryemejwe',
  confirmed: 'Iyandikisha ryawe ryemejwe. Murakaza neza ku makuru ya Gari!',
  alreadyTitle: 'Byari byaremejwe',
  alreadyConfirmed: 'Iyandikisha ryawe ryari ryaremejwe. Uri ku rutonde rw’amakuru ya Gari.',
  unsubscribedTitle: 'Wakuwe ku rutonde',
  unsubscribed: 'Wakuwe ku rutonde kandi ntuzongera kubona amakuru ya Gari.',
  invalidTitle: 'Iyi link ntikora',
  badConfirmLink: 'Iyi link yo kwemeza ntikora cyangwa yarataye agaciro. Ongera wiyandikishe ubone indi.',
  badUnsubscribeLink: 'Iyi link yo kwikura ku rutonde ntikora.',
  noToken:
    'Iyi link ituzuye: nta token ifite. Ongera ufungure link iri muri imeyili, cyangwa uyikoporore yose.',
  failedTitle: 'Hari ikitagenze neza',
  failed: 'Ntitwashoboye kugera kuri Gari. Reba interineti yawe wongere ugerageze.',
  subscribeAgain: 'Ongera wiyandikishe hasi ku ipaji iyo ari yo yose, cyangwa utwandikire.',
  home: 'Subira ahabanza',
  contact: 'Twandikire',
  sendFailed: 'Hari ikitagenze neza. Ongera ugerageze.',
  tryAgainIn: (v) => ` Ongera ugerageze nyuma ya ${v.wait}.`,
  waitSeconds: (v) => `amasegonda ${v.count}`,
  waitMinutes: (v) => `iminota ${v.count}`,
} satisfies Translation<typeof en>;
