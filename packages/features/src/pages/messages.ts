/**
 * Texts of the 404, More and coming-soon pages (spec §2 Static pages) in English, French, and
 * machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"), with Contact Us and the Help Center and
 * its FAQ. The long legal pages (privacy, terms, cookies) are `legalMessages.ts`.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
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
  // Coming-soon areas (spec §1 Main areas).
  area_convoy: 'Convoy',
  areaText_convoy: 'Car communities with posts, comments and likes, grouped by brand, model, fuel and gear.',
  area_garage: 'Garage',
  areaText_garage: 'Find garages near you, compare services and book a slot.',
  area_carwash: 'Carwash',
  areaText_carwash: 'Find carwashes by rating, distance and price, and book a wash.',
  area_gas: 'Gas stations',
  areaText_gas: 'Fuel prices, products and services of stations near you.',
  area_feeds: 'Feeds',
  areaText_feeds: 'Posts from the convoys and members you follow.',
} satisfies Record<string, CatalogText>;

/** The pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'pages/messages');
