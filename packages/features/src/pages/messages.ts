/**
 * Texts of the 404, More and coming-soon pages (spec §2 Static pages) in English, French, and
 * machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"), with Contact Us and the Help Center and
 * its FAQ. The long legal pages (privacy, terms, cookies) are `legalMessages.ts`.
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
  // Contact Us.
  contactLead: 'Questions, partnerships or feedback: we read every message.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send',
  sentTitle: 'Message sent',
  notSentTitle: 'Message not sent',
  details: 'Contact details',
  phone: 'Phone',
  location: 'Location',
  // Help Center and its FAQ (spec §2 Static pages).
  helpLead: "All users must be registered and logged in to use Gari's services.",
  searchHelp: 'Search help',
  searchHint: 'e.g. password, vehicles',
  noResults: (v: { query: string }) => `No results for '${v.query}'. `,
  contactUs: 'Contact us',
  weWillAnswer: ' and we will answer.',
  matches: (v: { count: number; total: number }) => `${v.count} of ${v.total} questions match.`,
  faq1q: 'Do I need an account to use Gari?',
  faq1a:
    'Yes. All users must be registered and logged in to use Gari: create a free account, verify your email, then sign in.',
  faq2q: 'How many vehicles can I add?',
  faq2a: 'Up to 5 vehicles per account. Remove one from My Cars before adding another.',
  faq3q: 'How do I track fuel and expenses?',
  faq3a:
    'Open a car in My Cars and add refuels and expenses; the status page shows this month, the last 12 months and your average fuel price.',
  faq4q: 'I forgot my password. What now?',
  faq4a:
    'Use "Forgot password?" on the sign-in page. We email you a link to choose a new password of at least 8 characters.',
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
  contactLead: 'Questions, partenariats ou avis : nous lisons chaque message.',
  name: 'Nom',
  email: 'E-mail',
  subject: 'Objet',
  message: 'Message',
  send: 'Envoyer',
  sentTitle: 'Message envoyé',
  notSentTitle: 'Message non envoyé',
  details: 'Coordonnées',
  phone: 'Téléphone',
  location: 'Adresse',
  helpLead: 'Tous les utilisateurs doivent être inscrits et connectés pour utiliser les services de Gari.',
  searchHelp: "Rechercher dans l'aide",
  searchHint: 'ex. mot de passe, véhicules',
  noResults: (v) => `Aucun résultat pour « ${v.query} ». `,
  contactUs: 'Contactez-nous',
  weWillAnswer: ' et nous vous répondrons.',
  matches: (v) => `${v.count} question(s) sur ${v.total} correspondent.`,
  faq1q: 'Ai-je besoin d’un compte pour utiliser Gari ?',
  faq1a:
    'Oui. Tous les utilisateurs doivent être inscrits et connectés pour utiliser Gari : créez un compte gratuit, vérifiez votre e-mail, puis connectez-vous.',
  faq2q: 'Combien de véhicules puis-je ajouter ?',
  faq2a: "Jusqu'à 5 véhicules par compte. Retirez-en un de Mes voitures avant d'en ajouter un autre.",
  faq3q: 'Comment suivre le carburant et les dépenses ?',
  faq3a:
    'Ouvrez une voiture dans Mes voitures et ajoutez les pleins et les dépenses ; la page de suivi montre ce mois-ci, les 12 derniers mois et votre prix moyen du carburant.',
  faq4q: "J'ai oublié mon mot de passe. Que faire ?",
  faq4a:
    'Utilisez « Mot de passe oublié ? » sur la page de connexion. Nous vous envoyons par e-mail un lien pour choisir un nouveau mot de passe d’au moins 8 caractères.',
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
  contactLead: 'Ibibazo, ubufatanye cyangwa ibitekerezo: dusoma ubutumwa bwose.',
  name: 'Izina',
  email: 'Imeri',
  subject: 'Impamvu',
  message: 'Ubutumwa',
  send: 'Ohereza',
  sentTitle: 'Ubutumwa bwoherejwe',
  notSentTitle: 'Ubutumwa ntibwoherejwe',
  details: 'Aho twabonerwa',
  phone: 'Telefoni',
  location: 'Aho turi',
  helpLead: 'Abakoresha bose bagomba kwiyandikisha no kwinjira kugira ngo bakoreshe serivisi za Gari.',
  searchHelp: 'Shakisha mu bufasha',
  searchHint: 'urugero ijambo ry’ibanga, imodoka',
  noResults: (v) => `Nta bisubizo bya '${v.query}'. `,
  contactUs: 'Twandikire',
  weWillAnswer: ' tuzagusubiza.',
  matches: (v) => `Ibibazo ${v.count} kuri ${v.total} birahuye.`,
  faq1q: 'Nkeneye konti kugira ngo nkoreshe Gari?',
  faq1a:
    'Yego. Abakoresha bose bagomba kwiyandikisha no kwinjira kugira ngo bakoreshe Gari: fungura konti ku buntu, wemeze imeri yawe, hanyuma winjire.',
  faq2q: 'Nshobora kongeraho imodoka zingahe?',
  faq2a: 'Kugeza ku modoka 5 kuri konti imwe. Kuraho imwe mu Modoka zanjye mbere yo kongeraho indi.',
  faq3q: 'Nakurikirana nte lisansi n’amafaranga nkoresha?',
  faq3a:
    'Fungura imodoka mu Modoka zanjye wongereho lisansi n’amafaranga wakoresheje; ipaji y’imiterere yerekana uku kwezi, amezi 12 ashize n’igiciro cya lisansi ugereranyije.',
  faq4q: 'Nibagiwe ijambo ry’ibanga. Nkore iki?',
  faq4a:
    'Koresha "Wibagiwe ijambo ry’ibanga?" ku ipaji yo kwinjira. Tukoherereza kuri imeri umurongo wo guhitamo ijambo ry’ibanga rishya rifite nibura inyuguti 8.',
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
  contactLead: 'Maswali, ushirikiano au maoni: tunasoma kila ujumbe.',
  name: 'Jina',
  email: 'Barua pepe',
  subject: 'Mada',
  message: 'Ujumbe',
  send: 'Tuma',
  sentTitle: 'Ujumbe umetumwa',
  notSentTitle: 'Ujumbe haukutumwa',
  details: 'Mawasiliano',
  phone: 'Simu',
  location: 'Mahali',
  helpLead: 'Watumiaji wote lazima wasajiliwe na kuingia ili kutumia huduma za Gari.',
  searchHelp: 'Tafuta msaada',
  searchHint: 'mf. nenosiri, magari',
  noResults: (v) => `Hakuna matokeo ya '${v.query}'. `,
  contactUs: 'Wasiliana nasi',
  weWillAnswer: ' na tutakujibu.',
  matches: (v) => `Maswali ${v.count} kati ya ${v.total} yanalingana.`,
  faq1q: 'Je, nahitaji akaunti kutumia Gari?',
  faq1a:
    'Ndiyo. Watumiaji wote lazima wasajiliwe na kuingia ili kutumia Gari: fungua akaunti bure, thibitisha barua pepe yako, kisha uingie.',
  faq2q: 'Naweza kuongeza magari mangapi?',
  faq2a: 'Hadi magari 5 kwa kila akaunti. Ondoa moja kwenye Magari yangu kabla ya kuongeza jingine.',
  faq3q: 'Nafuatiliaje mafuta na gharama?',
  faq3a:
    'Fungua gari kwenye Magari yangu na uongeze ujazaji mafuta na gharama; ukurasa wa hali unaonyesha mwezi huu, miezi 12 iliyopita na wastani wa bei ya mafuta.',
  faq4q: 'Nimesahau nenosiri langu. Nifanye nini?',
  faq4a:
    'Tumia "Umesahau nenosiri?" kwenye ukurasa wa kuingia. Tunakutumia barua pepe yenye kiungo cha kuchagua nenosiri jipya lenye angalau herufi 8.',
} satisfies Translation<typeof en>;

/** The pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
