/**
 * Texts of the 404, More and coming-soon pages (spec §2 Static pages) in English, French, and
 * machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"). The long static pages (help, privacy,
 * terms, cookies) are English only for now.
 */
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  notFound: 'Oops! Page not found',
  noPageAt: 'There is no page at',
  returnHome: 'Return to Home',
  goToCars: 'Go to My Cars',
  notBuilt: (v: { name: string }) =>
    `${v.name} is not built yet: it comes in a later release of Gari. Nothing on this page is sample data pretending to work.`,
  moreTitle: 'More',
  moreLead: 'Help, contact and the fine print.',
  helpTitle: 'Help Center',
  helpText: 'Answers to common questions about your account and cars.',
  contactTitle: 'Contact Us',
  contactText: 'Write to the Gari team in Kigali.',
  privacyTitle: 'Privacy Policy',
  privacyText: 'What we collect and how we use it.',
  termsTitle: 'Terms of Service',
  termsText: 'The rules of using Gari.',
} satisfies Record<string, CatalogText>;

const fr = {
  notFound: 'Oups ! Page introuvable',
  noPageAt: "Il n'y a pas de page à l'adresse",
  returnHome: "Retour à l'accueil",
  goToCars: 'Aller à Mes voitures',
  notBuilt: (v) =>
    `${v.name} n'est pas encore disponible : cette partie arrive dans une prochaine version de Gari. Rien sur cette page n'est une fausse donnée qui ferait semblant de fonctionner.`,
  moreTitle: 'Plus',
  moreLead: 'Aide, contact et mentions légales.',
  helpTitle: "Centre d'aide",
  helpText: 'Les réponses aux questions fréquentes sur votre compte et vos voitures.',
  contactTitle: 'Nous contacter',
  contactText: "Écrivez à l'équipe Gari à Kigali.",
  privacyTitle: 'Politique de confidentialité',
  privacyText: 'Ce que nous collectons et comment nous l’utilisons.',
  termsTitle: "Conditions d'utilisation",
  termsText: "Les règles d'utilisation de Gari.",
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  notFound: 'Ihangane! Ipaji ntiyabonetse',
  noPageAt: 'Nta paji iri kuri',
  returnHome: 'Subira ahabanza',
  goToCars: 'Jya ku modoka zanjye',
  notBuilt: (v) =>
    `${v.name} ntirakorwa: izaza mu yindi verisiyo ya Gari. Nta na kimwe kuri iyi paji ari amakuru y’igerageza yigira nk’akora.`,
  moreTitle: 'Ibindi',
  moreLead: 'Ubufasha, kutwandikira n’amategeko.',
  helpTitle: 'Ubufasha',
  helpText: 'Ibisubizo ku bibazo bikunze kubazwa kuri konti yawe n’imodoka zawe.',
  contactTitle: 'Twandikire',
  contactText: 'Andikira itsinda rya Gari i Kigali.',
  privacyTitle: 'Politiki y’ibanga',
  privacyText: 'Ibyo dukusanya n’uko tubikoresha.',
  termsTitle: 'Amategeko yo gukoresha',
  termsText: 'Amategeko yo gukoresha Gari.',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  notFound: 'Samahani! Ukurasa haujapatikana',
  noPageAt: 'Hakuna ukurasa kwenye',
  returnHome: 'Rudi mwanzo',
  goToCars: 'Nenda kwenye Magari yangu',
  notBuilt: (v) =>
    `${v.name} bado haijajengwa: itakuja katika toleo lijalo la Gari. Hakuna kitu kwenye ukurasa huu ambacho ni data ya mfano inayojifanya kufanya kazi.`,
  moreTitle: 'Zaidi',
  moreLead: 'Msaada, mawasiliano na masharti.',
  helpTitle: 'Kituo cha msaada',
  helpText: 'Majibu ya maswali ya kawaida kuhusu akaunti yako na magari.',
  contactTitle: 'Wasiliana nasi',
  contactText: 'Iandikie timu ya Gari mjini Kigali.',
  privacyTitle: 'Sera ya faragha',
  privacyText: 'Tunachokusanya na jinsi tunavyokitumia.',
  termsTitle: 'Masharti ya huduma',
  termsText: 'Kanuni za kutumia Gari.',
} satisfies Translation<typeof en>;

/** The pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
