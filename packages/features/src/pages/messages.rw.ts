/**
 * Kinyarwanda texts of `pages/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
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
  area_convoy: 'Convoy',
  areaText_convoy:
    'Amatsinda y’abafite imodoka afite inyandiko, ibitekerezo n’ibyishimo, ashyizwe hamwe ku kirango, ubwoko, lisansi na vitesi.',
  area_garage: 'Igaraje',
  areaText_garage: 'Shaka amagaraje akwegereye, ugereranye serivisi kandi ufate umwanya.',
  area_carwash: 'Koza imodoka',
  areaText_carwash: 'Shaka aho boza imodoka ukurikije amanota, intera n’igiciro, kandi ufate umwanya.',
  area_gas: 'Sitasiyo za lisansi',
  areaText_gas: 'Ibiciro bya lisansi, ibicuruzwa na serivisi bya sitasiyo zikwegereye.',
  area_feeds: 'Amakuru',
  areaText_feeds: 'Inyandiko za convoy n’abanyamuryango ukurikira.',
} satisfies Translation<typeof en>;
