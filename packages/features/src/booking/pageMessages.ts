/**
 * Texts of the site's booking page around the wizard and of its repair expense prompt (spec §2
 * Booking; issue #16 "Locale": English, French, Kinyarwanda, Kiswahili). Apart from the wizard's
 * `messages.ts` so that the booking widget, which shows the wizard alone, does not carry them (issue
 * #7 size). Views read them with `const t = useT(bookingPageT)`.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  pageTitle: 'Book a Service',
  chooseProvider: 'Choose a garage or carwash first.',
  chooseProviderText: 'Pick a provider from the lists, then press Book Service.',
  findGarage: 'Find a garage',
  findCarwash: 'Find a carwash',
  repairCategory: 'Repair',
  repairLogged: (v: { summary: string }) => `Logged as a repair expense: ${v.summary}`,
  repairTitle: "Log this repair in your car's costs?",
  repairLog: 'Log repair expense',
  repairLogging: 'Logging the repair expense...',
  repairTryAgain: 'Try again',
  repairFailed: 'Could not log the expense.',
} satisfies Record<string, CatalogText>;

/** The booking page's translator (English); views use `useT(bookingPageT)`. */
export const bookingPageT = createTranslator({ en }, 'booking/pageMessages');
