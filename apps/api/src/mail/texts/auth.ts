/**
 * Texts of the account mails (spec §4 Verify email and Reset password; issue #16): the verification
 * link after sign-up and the password reset link. `rw` and `sw` are machine-made, for review.
 */
import type { Catalog } from './catalog';

/** Values of the account mails: the member's name and the link to open. */
export interface AccountMailValues {
  name: string;
  link: string;
}

const en = {
  verifySubject: 'Verify your email address',
  verifyBody: ({ name, link }: AccountMailValues) =>
    `Hi ${name},\n\nWelcome to Gari! Please confirm your email address by opening this link (it works for 7 days):\n\n${link}\n\nIf you did not create a Gari account, you can ignore this email.\n`,
  resetSubject: 'Reset your password',
  resetBody: ({ name, link }: AccountMailValues) =>
    `Hi ${name},\n\nSomeone asked to reset the password of your Gari account. Open this link to choose a new one (it expires in 60 minutes and works once):\n\n${link}\n\nIf it was not you, ignore this email: your password stays the same.\n`,
};

/** The account mails' texts in every language. */
export type AuthTexts = typeof en;

/** Catalog of the account mails (verify, reset). */
export const AUTH_TEXTS: Catalog<AuthTexts> = {
  en,
  fr: {
    verifySubject: 'Confirmez votre adresse e-mail',
    verifyBody: ({ name, link }) =>
      `Bonjour ${name},\n\nBienvenue sur Gari ! Confirmez votre adresse e-mail en ouvrant ce lien (il est valable 7 jours) :\n\n${link}\n\nSi vous n’avez pas créé de compte Gari, ignorez cet e-mail.\n`,
    resetSubject: 'Réinitialisez votre mot de passe',
    resetBody: ({ name, link }) =>
      `Bonjour ${name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte Gari. Ouvrez ce lien pour en choisir un nouveau (il expire dans 60 minutes et ne sert qu’une fois) :\n\n${link}\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe ne change pas.\n`,
  },
  // Machine-made Kinyarwanda: to be reviewed by a fluent speaker.
  rw: {
    verifySubject: 'Emeza aderesi yawe ya imeyili',
    verifyBody: ({ name, link }) =>
      `Muraho ${name},\n\nMurakaza neza kuri Gari! Emeza aderesi yawe ya imeyili ufungura iyi link (ikora mu minsi 7):\n\n${link}\n\nNiba utarafunguye konti ya Gari, wirengagize iyi imeyili.\n`,
    resetSubject: 'Hindura ijambo ry’ibanga ryawe',
    resetBody: ({ name, link }) =>
      `Muraho ${name},\n\nHari uwasabye guhindura ijambo ry’ibanga rya konti yawe ya Gari. Fungura iyi link kugira ngo uhitemo irindi rishya (irarangira mu minota 60 kandi ikora inshuro imwe gusa):\n\n${link}\n\nNiba atari wowe, wirengagize iyi imeyili: ijambo ry’ibanga ryawe ntirihinduka.\n`,
  },
  // Machine-made Kiswahili: to be reviewed by a fluent speaker.
  sw: {
    verifySubject: 'Thibitisha anwani yako ya barua pepe',
    verifyBody: ({ name, link }) =>
      `Habari ${name},\n\nKaribu Gari! Tafadhali thibitisha anwani yako ya barua pepe kwa kufungua kiungo hiki (kinafanya kazi kwa siku 7):\n\n${link}\n\nIkiwa hukufungua akaunti ya Gari, unaweza kupuuza barua pepe hii.\n`,
    resetSubject: 'Weka upya nenosiri lako',
    resetBody: ({ name, link }) =>
      `Habari ${name},\n\nMtu ameomba kuweka upya nenosiri la akaunti yako ya Gari. Fungua kiungo hiki ili uchague jipya (kinaisha baada ya dakika 60 na kinatumika mara moja tu):\n\n${link}\n\nIkiwa si wewe, puuza barua pepe hii: nenosiri lako litabaki vilevile.\n`,
  },
};
