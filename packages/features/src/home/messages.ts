/**
 * Texts of the home page (spec §1 Home page, §2 Home page details; issue #11 cheapest fuel; issue #16
 * "Locale": English, French, Kinyarwanda, Kiswahili). Every locale gives every key (a missing one is a
 * type error). Views read them with `const t = useT(homeT)`.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  heroTitle: 'Everything your car needs, in one place',
  heroText:
    'Gari brings car owners across Africa together: track your cars, find garages, carwashes and fuel prices, buy spare parts and ride with your convoy.',
  myCars: 'My Cars',
  findGarage: 'Find a garage',
  spareshopTitle: 'Spareshop: the right part, the first time',
  spareshopText:
    'Search spare parts and vehicles by OEM number, brand or keyword, with fitment for the cars you drive.',
  visitSpareshop: 'Visit the Spareshop',
  statsTitle: 'Gari in numbers',
  statsFailed: 'Failed to load statistics.',
  statMembers: 'Active Members',
  statVehicles: 'Vehicles Listed',
  statConvoys: 'Convoys',
  statParts: 'Parts Available',
  featuresTitle: 'What you can do with Gari',
  convoyTitle: 'Convoy',
  convoyText:
    'Join car communities for your brand, model, fuel and gearbox. Share posts, tips and road trips.',
  convoyCta: 'Explore convoys',
  garageTitle: 'Garage',
  garageText: 'Find trusted garages near you, compare services and book a slot.',
  garageCta: 'Find a garage',
  carwashTitle: 'Carwash',
  carwashText: 'Book a wash nearby, from a quick rinse to a full detail.',
  carwashCta: 'Book a carwash',
  gasTitle: 'Gas station',
  gasText: 'Fuel prices, products and services of the stations around you.',
  gasCta: 'See fuel prices',
  vehiclesTitle: 'My vehicles',
  vehiclesText: 'Keep up to 5 cars with their refuels, expenses and a 12-month spend chart.',
  vehiclesCta: 'Open My Cars',
  aiTitle: 'AI mechanic',
  aiText: 'Describe a symptom and get questions, likely causes and what to do next for your car.',
  aiCta: 'Ask the AI mechanic',
  joinTitle: 'Join the Gari community',
  joinText: 'Create a free account to add your cars, join convoys and book services.',
  createAccount: 'Create account',
  signIn: 'Sign in',
  teamTitle: 'Our team',
  roleCeo: 'CEO',
  roleInvestors: 'Investors and advisors',
  roleOperations: 'Head of operations',
  toBeAnnounced: 'To be announced',
  countryManagers: 'Country managers',
  country: 'Country',
  noManagers: 'No managers listed for this country yet.',
  managersOf: (v: { country: string }) => `Country managers, ${v.country}`,
  managerOf: (v: { country: string }) => `Country manager, ${v.country}`,
  rated: (v: { n: number }) => `Rated ${v.n} out of 5`,
  communityMember: 'Community Member',
  testimonialsTitle: 'What members say',
  testimonialsLoading: 'Loading testimonials…',
  noTestimonials: 'No testimonials available.',
  testimonials: 'Testimonials',
  prev: 'Prev',
  next: 'Next',
  pageOf: (v: { page: number; last: number; total: number }) =>
    `Page ${v.page} of ${v.last} • ${v.total} total`,
  cheapestIn: (v: { city: string }) => `Cheapest fuel in ${v.city} today`,
  cheapestToday: 'Cheapest fuel today',
  cheapestPricesIn: (v: { city: string }) => `Cheapest fuel prices in ${v.city}`,
  compareIn: (v: { city: string }) => `Compare stations in ${v.city}`,
} satisfies Record<string, CatalogText>;

/** The home texts' translator (English); views use `useT(homeT)` for the member's language. */
export const homeT = createTranslator({ en }, 'home/messages');
