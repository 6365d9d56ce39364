/**
 * Texts (English, French; Kinyarwanda and Kiswahili machine-made, issue #16) of the newsletter's confirm and unsubscribe pages (issue #12; spec §2 Global chrome
 * "a newsletter email box with Subscribe"). The server's own texts (`NEWSLETTER_MESSAGES` of the
 * contract) are shown as they come; these are the pages' titles and links, and the
 * contact and subscribe forms' own failure texts.
 */
import { NEWSLETTER_MESSAGES } from '@gari/contract/contact';
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  confirmTitle: 'Newsletter subscription',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  confirming: 'Confirming your subscription…',
  unsubscribing: 'Unsubscribing…',
  confirmedTitle: 'Subscription confirmed',
  confirmed: NEWSLETTER_MESSAGES.confirmed as string,
  alreadyTitle: 'Already confirmed',
  alreadyConfirmed: NEWSLETTER_MESSAGES.alreadyConfirmed as string,
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed as string,
  invalidTitle: 'This link does not work',
  badConfirmLink: NEWSLETTER_MESSAGES.badConfirmLink as string,
  badUnsubscribeLink: NEWSLETTER_MESSAGES.badUnsubscribeLink as string,
  noToken: 'This link is incomplete: it has no token. Open the link from the email again, or copy all of it.',
  failedTitle: 'Something went wrong',
  failed: 'We could not reach Gari. Check your connection and try again.',
  subscribeAgain: 'Subscribe again from the footer of any page, or write to us.',
  home: 'Return to Home',
  contact: 'Contact Us',
  // A failed send of the contact form or the footer's Subscribe (`useContactForms`).
  sendFailed: 'Something went wrong. Please try again.',
  tryAgainIn: (v: { wait: string }) => ` Try again in ${v.wait}.`,
  waitSeconds: (v: { count: number }) => (v.count === 1 ? '1 second' : `${v.count} seconds`),
  waitMinutes: (v: { count: number }) => `${v.count} minutes`,
} satisfies Record<string, CatalogText>;

const fr = {
  confirmTitle: 'Abonnement à la newsletter',
  unsubscribeTitle: 'Se désabonner de la newsletter',
  confirming: 'Confirmation de votre abonnement…',
  unsubscribing: 'Désabonnement…',
  confirmedTitle: 'Abonnement confirmé',
  confirmed: 'Votre abonnement est confirmé. Bienvenue dans la newsletter Gari !',
  alreadyTitle: 'Déjà confirmé',
  alreadyConfirmed: 'Votre abonnement était déjà confirmé. Vous êtes sur la liste de la newsletter Gari.',
  unsubscribedTitle: 'Vous êtes désabonné',
  unsubscribed: 'Vous êtes désabonné et ne recevrez plus de newsletter de Gari.',
  invalidTitle: 'Ce lien ne fonctionne pas',
  badConfirmLink:
    'Ce lien de confirmation est invalide ou a expiré. Abonnez-vous à nouveau pour en recevoir un autre.',
  badUnsubscribeLink: 'Ce lien de désabonnement est invalide.',
  noToken:
    "Ce lien est incomplet : il n'a pas de jeton. Ouvrez à nouveau le lien depuis l'e-mail, ou copiez-le en entier.",
  failedTitle: "Une erreur s'est produite",
  failed: 'Impossible de joindre Gari. Vérifiez votre connexion et réessayez.',
  subscribeAgain: "Réabonnez-vous depuis le pied de n'importe quelle page, ou écrivez-nous.",
  home: "Retour à l'accueil",
  contact: 'Nous contacter',
  sendFailed: 'Une erreur est survenue. Veuillez réessayer.',
  tryAgainIn: (v) => ` Réessayez dans ${v.wait}.`,
  waitSeconds: (v) => (v.count === 1 ? '1 seconde' : `${v.count} secondes`),
  waitMinutes: (v) => `${v.count} minutes`,
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
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

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  confirmTitle: 'Usajili wa jarida',
  unsubscribeTitle: 'Jiondoe kwenye jarida',
  confirming: 'Tunathibitisha usajili wako…',
  unsubscribing: 'Tunakuondoa…',
  confirmedTitle: 'Usajili umethibitishwa',
  confirmed: 'Usajili wako umethibitishwa. Karibu kwenye jarida la Gari!',
  alreadyTitle: 'Tayari umethibitishwa',
  alreadyConfirmed: 'Usajili wako ulishathibitishwa. Uko kwenye orodha ya jarida la Gari.',
  unsubscribedTitle: 'Umejiondoa',
  unsubscribed: 'Umejiondoa na hutapokea tena majarida kutoka Gari.',
  invalidTitle: 'Kiungo hiki hakifanyi kazi',
  badConfirmLink: 'Kiungo hiki cha uthibitisho si sahihi au kimeisha muda. Jisajili tena upate kingine.',
  badUnsubscribeLink: 'Kiungo hiki cha kujiondoa si sahihi.',
  noToken:
    'Kiungo hiki hakijakamilika: hakina tokeni. Fungua tena kiungo kutoka kwenye barua pepe, au kinakili chote.',
  failedTitle: 'Kuna kitu kimeenda vibaya',
  failed: 'Hatukuweza kufikia Gari. Angalia muunganisho wako na ujaribu tena.',
  subscribeAgain: 'Jisajili tena kutoka chini ya ukurasa wowote, au tuandikie.',
  home: 'Rudi mwanzo',
  contact: 'Wasiliana nasi',
  sendFailed: 'Hitilafu imetokea. Tafadhali jaribu tena.',
  tryAgainIn: (v) => ` Jaribu tena baada ya ${v.wait}.`,
  waitSeconds: (v) => (v.count === 1 ? 'sekunde 1' : `sekunde ${v.count}`),
  waitMinutes: (v) => `dakika ${v.count}`,
} satisfies Translation<typeof en>;

/** The catalog in the four languages and its typed `t(key)` (English: machines, tests, stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
