/**
 * Kiswahili texts of `pages/legalMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './legalMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
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
