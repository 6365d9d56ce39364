/**
 * Texts of the legal pages — Privacy Policy, Terms of Service and Cookie Policy (spec §2 Static pages) —
 * in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"): each page's
 * title, lead, headings and paragraphs. `privacyChoices` ends where the contact email link goes.
 */
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  privacyTitle: 'Privacy Policy',
  privacyLead: 'Gari keeps only what it needs to run your account and your cars.',
  privacyCollectTitle: 'What we collect',
  privacyCollectAccount:
    'Your account: name, email, country and a hashed password (we never store it in plain text).',
  privacyCollectCars: 'Your vehicles, refuels and expenses, which you enter yourself.',
  privacyCollectSessions:
    'Sessions: the device, browser, IP address and last activity of each sign-in, so you can revoke them.',
  privacyUseTitle: 'How we use it',
  privacyUse:
    'To run Gari for you: sign you in, show your car costs and send account emails (verification and password reset). We do not sell your data.',
  privacyChoicesTitle: 'Your choices',
  privacyChoices:
    'You can revoke sessions on the Sessions page and remove vehicles at any time. To delete your account, write to ',
  termsTitle: 'Terms of Service',
  termsLead: 'The rules of using Gari.',
  termsAccountTitle: 'Your account',
  termsAccount:
    'You must register and sign in to use Gari. Keep your password secret; you are responsible for what happens in your account.',
  termsContentTitle: 'Your content',
  termsContent:
    'What you enter stays yours. Do not post anything illegal, misleading or that belongs to someone else. Up to 5 vehicles per account.',
  termsServiceTitle: 'Our service',
  termsService:
    'Gari is provided as is. Figures such as fuel prices and spend are computed from the data you and others enter; check them before you rely on them. These terms are governed by the laws of Rwanda.',
  cookiesTitle: 'Cookie Policy',
  cookiesLead: "Gari uses your browser's storage, not advertising cookies.",
  cookiesStorage:
    "We keep a few items in your browser's local storage so that the site works: your sign-in tokens, a device id made once for this browser, your chosen country and your light or dark theme.",
  cookiesNoTracking:
    "We use no advertising or third-party tracking cookies. Signing out removes the sign-in tokens; clearing your browser's site data removes the rest.",
} satisfies Record<string, CatalogText>;

const fr = {
  privacyTitle: 'Politique de confidentialité',
  privacyLead: 'Gari ne conserve que ce qui est nécessaire pour gérer votre compte et vos voitures.',
  privacyCollectTitle: 'Ce que nous collectons',
  privacyCollectAccount:
    'Votre compte : nom, e-mail, pays et un mot de passe haché (nous ne le stockons jamais en clair).',
  privacyCollectCars: 'Vos véhicules, pleins et dépenses, que vous saisissez vous-même.',
  privacyCollectSessions:
    'Les sessions : l’appareil, le navigateur, l’adresse IP et la dernière activité de chaque connexion, pour que vous puissiez les révoquer.',
  privacyUseTitle: 'Comment nous les utilisons',
  privacyUse:
    'Pour faire fonctionner Gari pour vous : vous connecter, afficher les coûts de vos voitures et envoyer les e-mails du compte (vérification et réinitialisation du mot de passe). Nous ne vendons pas vos données.',
  privacyChoicesTitle: 'Vos choix',
  privacyChoices:
    'Vous pouvez révoquer des sessions sur la page Sessions et retirer des véhicules à tout moment. Pour supprimer votre compte, écrivez à ',
  termsTitle: "Conditions d'utilisation",
  termsLead: "Les règles d'utilisation de Gari.",
  termsAccountTitle: 'Votre compte',
  termsAccount:
    'Vous devez vous inscrire et vous connecter pour utiliser Gari. Gardez votre mot de passe secret ; vous êtes responsable de ce qui se passe dans votre compte.',
  termsContentTitle: 'Votre contenu',
  termsContent:
    "Ce que vous saisissez reste à vous. Ne publiez rien d'illégal, de trompeur ou qui appartient à quelqu'un d'autre. Jusqu'à 5 véhicules par compte.",
  termsServiceTitle: 'Notre service',
  termsService:
    'Gari est fourni en l’état. Les chiffres comme les prix du carburant et les dépenses sont calculés à partir des données que vous et d’autres saisissez ; vérifiez-les avant de vous y fier. Ces conditions sont régies par les lois du Rwanda.',
  cookiesTitle: 'Politique relative aux cookies',
  cookiesLead: 'Gari utilise le stockage de votre navigateur, pas de cookies publicitaires.',
  cookiesStorage:
    'Nous conservons quelques éléments dans le stockage local de votre navigateur pour que le site fonctionne : vos jetons de connexion, un identifiant d’appareil créé une fois pour ce navigateur, le pays choisi et votre thème clair ou sombre.',
  cookiesNoTracking:
    'Nous n’utilisons aucun cookie publicitaire ni de suivi tiers. La déconnexion supprime les jetons de connexion ; effacer les données du site dans votre navigateur supprime le reste.',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  privacyTitle: 'Politiki y’ibanga',
  privacyLead: 'Gari ibika gusa ibyo ikeneye kugira ngo ikoreshe konti yawe n’imodoka zawe.',
  privacyCollectTitle: 'Ibyo dukusanya',
  privacyCollectAccount:
    'Konti yawe: izina, imeri, igihugu n’ijambo ry’ibanga rihishe (ntitwigera turibika uko ryanditse).',
  privacyCollectCars: 'Imodoka zawe, lisansi n’amafaranga wakoresheje, ibyo wuzuza ubwawe.',
  privacyCollectSessions:
    'Amasomo: igikoresho, mushakisha, aderesi ya IP n’igikorwa giheruka cya buri kwinjira, kugira ngo ubashe kubihagarika.',
  privacyUseTitle: 'Uko tubikoresha',
  privacyUse:
    'Kugira ngo Gari igukorere: kukwinjiza, kukwereka amafaranga imodoka yawe itwara no kohereza imeri za konti (kwemeza no guhindura ijambo ry’ibanga). Ntitugurisha amakuru yawe.',
  privacyChoicesTitle: 'Amahitamo yawe',
  privacyChoices:
    'Ushobora guhagarika amasomo ku ipaji y’Amasomo no gukuraho imodoka igihe icyo ari cyo cyose. Kugira ngo usibe konti yawe, andikira ',
  termsTitle: 'Amategeko yo gukoresha',
  termsLead: 'Amategeko yo gukoresha Gari.',
  termsAccountTitle: 'Konti yawe',
  termsAccount:
    'Ugomba kwiyandikisha no kwinjira kugira ngo ukoreshe Gari. Bika ijambo ry’ibanga mu ibanga; ni wowe ushinzwe ibibera kuri konti yawe.',
  termsContentTitle: 'Ibyo ushyiraho',
  termsContent:
    'Ibyo wuzuza bikomeza kuba ibyawe. Ntugashyireho ikintu kinyuranyije n’amategeko, kiyobya cyangwa cy’undi muntu. Kugeza ku modoka 5 kuri konti imwe.',
  termsServiceTitle: 'Serivisi yacu',
  termsService:
    'Gari itangwa uko iri. Imibare nk’ibiciro bya lisansi n’amafaranga akoreshwa ibarwa hifashishijwe amakuru wowe n’abandi mwuzuza; yigenzure mbere yo kuyizera. Aya mategeko agengwa n’amategeko y’u Rwanda.',
  cookiesTitle: 'Politiki ya kuki',
  cookiesLead: 'Gari ikoresha ububiko bwa mushakisha yawe, ntikoresha kuki z’amatangazo.',
  cookiesStorage:
    'Tubika ibintu bike mu bubiko bwa mushakisha yawe kugira ngo urubuga rukore: ibimenyetso byo kwinjira, nimero y’igikoresho ikorwa rimwe kuri iyi mushakisha, igihugu wahisemo n’insanganyamatsiko yawe y’urumuri cyangwa y’umwijima.',
  cookiesNoTracking:
    'Ntidukoresha kuki z’amatangazo cyangwa izikurikirana z’abandi. Gusohoka bisiba ibimenyetso byo kwinjira; gusiba amakuru y’urubuga muri mushakisha bisiba ibisigaye.',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  privacyTitle: 'Sera ya faragha',
  privacyLead: 'Gari inahifadhi tu kile inachohitaji kuendesha akaunti yako na magari yako.',
  privacyCollectTitle: 'Tunachokusanya',
  privacyCollectAccount:
    'Akaunti yako: jina, barua pepe, nchi na nenosiri lililosimbwa (hatulihifadhi kamwe kama maandishi wazi).',
  privacyCollectCars: 'Magari yako, ujazaji mafuta na gharama, unazoweka mwenyewe.',
  privacyCollectSessions:
    'Vipindi: kifaa, kivinjari, anwani ya IP na shughuli ya mwisho ya kila kuingia, ili uweze kuvibatilisha.',
  privacyUseTitle: 'Jinsi tunavyotumia',
  privacyUse:
    'Kukuendeshea Gari: kukuingiza, kuonyesha gharama za gari lako na kutuma barua pepe za akaunti (uthibitisho na kuweka upya nenosiri). Hatuuzi data yako.',
  privacyChoicesTitle: 'Chaguo zako',
  privacyChoices:
    'Unaweza kubatilisha vipindi kwenye ukurasa wa Vipindi na kuondoa magari wakati wowote. Kufuta akaunti yako, andika kwa ',
  termsTitle: 'Masharti ya huduma',
  termsLead: 'Kanuni za kutumia Gari.',
  termsAccountTitle: 'Akaunti yako',
  termsAccount:
    'Lazima ujisajili na kuingia ili kutumia Gari. Weka nenosiri lako siri; unawajibika kwa kinachotokea kwenye akaunti yako.',
  termsContentTitle: 'Maudhui yako',
  termsContent:
    'Unachoweka kinabaki kuwa chako. Usichapishe kitu chochote haramu, cha kupotosha au cha mtu mwingine. Hadi magari 5 kwa kila akaunti.',
  termsServiceTitle: 'Huduma yetu',
  termsService:
    'Gari inatolewa kama ilivyo. Takwimu kama bei za mafuta na matumizi zinakokotolewa kutoka data unayoweka wewe na wengine; zikague kabla ya kuzitegemea. Masharti haya yanaongozwa na sheria za Rwanda.',
  cookiesTitle: 'Sera ya vidakuzi',
  cookiesLead: 'Gari inatumia hifadhi ya kivinjari chako, si vidakuzi vya matangazo.',
  cookiesStorage:
    'Tunahifadhi vitu vichache kwenye hifadhi ya ndani ya kivinjari chako ili tovuti ifanye kazi: tokeni zako za kuingia, kitambulisho cha kifaa kilichoundwa mara moja kwa kivinjari hiki, nchi uliyochagua na mandhari yako ya mwanga au giza.',
  cookiesNoTracking:
    'Hatutumii vidakuzi vya matangazo wala vya ufuatiliaji vya wahusika wengine. Kutoka kunaondoa tokeni za kuingia; kufuta data ya tovuti kwenye kivinjari chako kunaondoa vilivyobaki.',
} satisfies Translation<typeof en>;

/** The legal pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
