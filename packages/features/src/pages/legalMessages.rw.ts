/**
 * Kinyarwanda texts of `pages/legalMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './legalMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
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
