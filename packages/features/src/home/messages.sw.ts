/**
 * Kiswahili texts of `home/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
  heroTitle: 'Kila kitu gari lako linahitaji, mahali pamoja',
  heroText:
    'Gari inawaleta pamoja wamiliki wa magari kote Afrika: fuatilia magari yako, tafuta gereji, sehemu za kuosha magari na bei za mafuta, nunua vipuri na usafiri na msafara wako.',
  myCars: 'Magari Yangu',
  findGarage: 'Tafuta gereji',
  spareshopTitle: 'Spareshop: kipuri sahihi, mara ya kwanza',
  spareshopText:
    'Tafuta vipuri na magari kwa namba ya OEM, chapa au neno kuu, vinavyolingana na magari unayoendesha.',
  visitSpareshop: 'Tembelea Spareshop',
  statsTitle: 'Gari kwa takwimu',
  statsFailed: 'Imeshindwa kupakia takwimu.',
  statMembers: 'Wanachama Hai',
  statVehicles: 'Magari Yaliyosajiliwa',
  statConvoys: 'Misafara',
  statParts: 'Vipuri Vilivyopo',
  featuresTitle: 'Unachoweza kufanya na Gari',
  convoyTitle: 'Msafara',
  convoyText:
    'Jiunge na jumuiya za magari za chapa, modeli, mafuta na gia zako. Shiriki machapisho, vidokezo na safari.',
  convoyCta: 'Gundua misafara',
  garageTitle: 'Gereji',
  garageText: 'Tafuta gereji za kuaminika karibu nawe, linganisha huduma na uhifadhi nafasi.',
  garageCta: 'Tafuta gereji',
  carwashTitle: 'Kuosha gari',
  carwashText: 'Hifadhi nafasi ya kuosha gari karibu nawe, kuanzia suuza ya haraka hadi usafi kamili.',
  carwashCta: 'Hifadhi kuosha gari',
  gasTitle: 'Kituo cha mafuta',
  gasText: 'Bei za mafuta, bidhaa na huduma za vituo vilivyo karibu nawe.',
  gasCta: 'Angalia bei za mafuta',
  vehiclesTitle: 'Magari yangu',
  vehiclesText: 'Weka hadi magari 5 pamoja na ujazaji mafuta, matumizi na chati ya matumizi ya miezi 12.',
  vehiclesCta: 'Fungua Magari Yangu',
  aiTitle: 'Fundi wa AI',
  aiText: 'Eleza dalili upate maswali, sababu zinazowezekana na hatua inayofuata kwa gari lako.',
  aiCta: 'Muulize fundi wa AI',
  joinTitle: 'Jiunge na jumuiya ya Gari',
  joinText: 'Fungua akaunti ya bure ili kuongeza magari yako, kujiunga na misafara na kuhifadhi huduma.',
  createAccount: 'Fungua akaunti',
  signIn: 'Ingia',
  teamTitle: 'Timu yetu',
  roleCeo: 'Mkurugenzi Mtendaji',
  roleInvestors: 'Wawekezaji na washauri',
  roleOperations: 'Mkuu wa uendeshaji',
  toBeAnnounced: 'Itatangazwa',
  countryManagers: 'Mameneja wa nchi',
  country: 'Nchi',
  noManagers: 'Bado hakuna mameneja walioorodheshwa kwa nchi hii.',
  managersOf: (v: { country: string }) => `Mameneja wa nchi, ${v.country}`,
  managerOf: (v: { country: string }) => `Meneja wa nchi, ${v.country}`,
  rated: (v: { n: number }) => `Imepimwa ${v.n} kati ya 5`,
  communityMember: 'Mwanajumuiya',
  testimonialsTitle: 'Wanachama wanasema nini',
  testimonialsLoading: 'Inapakia shuhuda…',
  noTestimonials: 'Hakuna shuhuda zinazopatikana.',
  testimonials: 'Shuhuda',
  prev: 'Iliyotangulia',
  next: 'Inayofuata',
  pageOf: (v: { page: number; last: number; total: number }) =>
    `Ukurasa ${v.page} kati ya ${v.last} • ${v.total} jumla`,
  cheapestIn: (v: { city: string }) => `Mafuta ya bei nafuu zaidi ${v.city} leo`,
  cheapestToday: 'Mafuta ya bei nafuu zaidi leo',
  cheapestPricesIn: (v: { city: string }) => `Bei nafuu zaidi za mafuta ${v.city}`,
  compareIn: (v: { city: string }) => `Linganisha vituo vya ${v.city}`,
} satisfies Translation<typeof en>;
