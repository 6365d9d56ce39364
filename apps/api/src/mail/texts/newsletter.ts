/**
 * Texts of the newsletter's confirm mail (issue #12 double opt-in; issue #16 language of the visitor's
 * request). `rw` and `sw` are machine-made, for review.
 */
import type { Catalog } from './catalog';

/** Values of the confirm mail: its two links and how long the confirm link works (hours). */
export interface NewsletterMailValues {
  confirm: string;
  unsubscribe: string;
  hours: number;
}

const en = {
  confirmSubject: 'Confirm your Gari newsletter subscription',
  confirmBody: ({ confirm, unsubscribe, hours }: NewsletterMailValues) =>
    `Hello,\n\nPlease confirm that you want the Gari newsletter at this address by opening this link ` +
    `(it works for ${hours} hours):\n\n${confirm}\n\n` +
    `If you did not ask for it, ignore this email: you will not be subscribed.\n\n` +
    `Unsubscribe at any time: ${unsubscribe}\n`,
};

/** The newsletter mail's texts in every language. */
export type NewsletterTexts = typeof en;

/** Catalog of the newsletter confirm mail. */
export const NEWSLETTER_TEXTS: Catalog<NewsletterTexts> = {
  en,
  fr: {
    confirmSubject: 'Confirmez votre abonnement à la newsletter de Gari',
    confirmBody: ({ confirm, unsubscribe, hours }) =>
      `Bonjour,\n\nConfirmez que vous souhaitez recevoir la newsletter de Gari à cette adresse en ouvrant ce lien ` +
      `(il est valable ${hours} heures) :\n\n${confirm}\n\n` +
      `Si vous ne l’avez pas demandée, ignorez cet e-mail : vous ne serez pas abonné.\n\n` +
      `Désabonnez-vous à tout moment : ${unsubscribe}\n`,
  },
  // Machine-made Kinyarwanda: to be reviewed by a fluent speaker.
  rw: {
    confirmSubject: 'Emeza ko wiyandikishije ku makuru ya Gari',
    confirmBody: ({ confirm, unsubscribe, hours }) =>
      `Muraho,\n\nEmeza ko ushaka kwakira amakuru ya Gari kuri iyi aderesi ufungura iyi link ` +
      `(ikora mu masaha ${hours}):\n\n${confirm}\n\n` +
      `Niba utabisabye, wirengagize iyi imeyili: ntuzandikwa.\n\n` +
      `Wikuremo igihe icyo ari cyo cyose: ${unsubscribe}\n`,
  },
  // Machine-made Kiswahili: to be reviewed by a fluent speaker.
  sw: {
    confirmSubject: 'Thibitisha usajili wako wa jarida la Gari',
    confirmBody: ({ confirm, unsubscribe, hours }) =>
      `Habari,\n\nTafadhali thibitisha kwamba unataka kupokea jarida la Gari kwenye anwani hii kwa kufungua kiungo hiki ` +
      `(kinafanya kazi kwa saa ${hours}):\n\n${confirm}\n\n` +
      `Ikiwa hukuliomba, puuza barua pepe hii: hutasajiliwa.\n\n` +
      `Jiondoe wakati wowote: ${unsubscribe}\n`,
  },
};
