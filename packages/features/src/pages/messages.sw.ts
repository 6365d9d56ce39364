/**
 * Kiswahili texts of `pages/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
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
  area_convoy: 'Msafara',
  areaText_convoy:
    'Jumuiya za magari zenye machapisho, maoni na kupendwa, zimepangwa kwa chapa, modeli, mafuta na gia.',
  area_garage: 'Gereji',
  areaText_garage: 'Tafuta gereji karibu nawe, linganisha huduma na uweke nafasi.',
  area_carwash: 'Kuosha magari',
  areaText_carwash: 'Tafuta sehemu za kuosha magari kwa ukadiriaji, umbali na bei, na uweke nafasi.',
  area_gas: 'Vituo vya mafuta',
  areaText_gas: 'Bei za mafuta, bidhaa na huduma za vituo vilivyo karibu nawe.',
  area_feeds: 'Habari',
  areaText_feeds: 'Machapisho ya misafara na wanachama unaowafuata.',
} satisfies Translation<typeof en>;
