/**
 * Kinyarwanda texts of `home/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
  heroTitle: 'Ibyo imodoka yawe ikeneye byose, ahantu hamwe',
  heroText:
    'Gari ihuza ba nyir’imodoka bo muri Afurika yose: kurikirana imodoka zawe, shaka garaje, aho boza imodoka n’ibiciro bya lisansi, gura ibyuma by’imodoka kandi ugendane n’itsinda ryawe.',
  myCars: 'Imodoka zanjye',
  findGarage: 'Shaka garaje',
  spareshopTitle: 'Spareshop: icyuma gikwiye, ubwa mbere',
  spareshopText:
    'Shakisha ibyuma by’imodoka n’imodoka ukoresheje nimero ya OEM, ikirango cyangwa ijambo, bihuye n’imodoka utwara.',
  visitSpareshop: 'Sura Spareshop',
  statsTitle: 'Gari mu mibare',
  statsFailed: 'Ntibyashobotse gufungura imibare.',
  statMembers: 'Abanyamuryango bakora',
  statVehicles: 'Imodoka zanditswe',
  statConvoys: 'Amatsinda',
  statParts: 'Ibyuma bihari',
  featuresTitle: 'Ibyo wakora na Gari',
  convoyTitle: 'Itsinda',
  convoyText:
    'Injira mu matsinda y’imodoka z’ikirango cyawe, ubwoko, lisansi n’agasanduku k’ibyuma. Sangira inyandiko, inama n’ingendo.',
  convoyCta: 'Reba amatsinda',
  garageTitle: 'Garaje',
  garageText: 'Shaka garaje wizeye hafi yawe, ugereranye serivisi kandi ufate igihe.',
  garageCta: 'Shaka garaje',
  carwashTitle: 'Koza imodoka',
  carwashText: 'Fata igihe cyo koza imodoka hafi yawe, kuva ku kwoza vuba kugeza ku isuku yuzuye.',
  carwashCta: 'Fata igihe cyo koza',
  gasTitle: 'Sitasiyo ya lisansi',
  gasText: 'Ibiciro bya lisansi, ibicuruzwa na serivisi bya sitasiyo zikwegereye.',
  gasCta: 'Reba ibiciro bya lisansi',
  vehiclesTitle: 'Imodoka zanjye',
  vehiclesText:
    'Bika imodoka zigera kuri 5 n’ibyo wazishyizemo, amafaranga wazikoresheje n’igishushanyo cy’amezi 12.',
  vehiclesCta: 'Fungura Imodoka zanjye',
  aiTitle: 'Umukanishi wa AI',
  aiText: 'Sobanura ikibazo ubone ibibazo, impamvu zishoboka n’icyo wakora ku modoka yawe.',
  aiCta: 'Baza umukanishi wa AI',
  joinTitle: 'Injira mu muryango wa Gari',
  joinText:
    'Fungura konti y’ubuntu kugira ngo wongeremo imodoka zawe, winjire mu matsinda kandi ufate serivisi.',
  createAccount: 'Fungura konti',
  signIn: 'Injira',
  teamTitle: 'Itsinda ryacu',
  roleCeo: 'Umuyobozi mukuru',
  roleInvestors: 'Abashoramari n’abajyanama',
  roleOperations: 'Ushinzwe ibikorwa',
  toBeAnnounced: 'Bizatangazwa',
  countryManagers: 'Abayobozi b’ibihugu',
  country: 'Igihugu',
  noManagers: 'Nta muyobozi uranditswe muri iki gihugu.',
  managersOf: (v: { country: string }) => `Abayobozi b’igihugu, ${v.country}`,
  managerOf: (v: { country: string }) => `Umuyobozi w’igihugu, ${v.country}`,
  rated: (v: { n: number }) => `Amanota ${v.n} kuri 5`,
  communityMember: 'Umunyamuryango',
  testimonialsTitle: 'Icyo abanyamuryango bavuga',
  testimonialsLoading: 'Ubuhamya buri gufunguka…',
  noTestimonials: 'Nta buhamya buhari.',
  testimonials: 'Ubuhamya',
  prev: 'Ibibanza',
  next: 'Ibikurikira',
  pageOf: (v: { page: number; last: number; total: number }) =>
    `Urupapuro ${v.page} kuri ${v.last} • ${v.total} byose`,
  cheapestIn: (v: { city: string }) => `Lisansi ihendutse i ${v.city} uyu munsi`,
  cheapestToday: 'Lisansi ihendutse uyu munsi',
  cheapestPricesIn: (v: { city: string }) => `Ibiciro bya lisansi bihendutse i ${v.city}`,
  compareIn: (v: { city: string }) => `Gereranya sitasiyo z’i ${v.city}`,
} satisfies Translation<typeof en>;
