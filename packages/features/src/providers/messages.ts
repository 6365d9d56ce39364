/**
 * Texts of the garage and carwash lists, cards and provider page (spec §2 Garages, Carwashes) in English, French, and
 * machine-made Kinyarwanda and Kiswahili (issue #16 "Locale").
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  garage_title: 'Garages',
  carwash_title: 'Carwashes',
  garage_search: 'Search garages',
  carwash_search: 'Search carwashes',
  garage_empty: 'No garages found matching your criteria. Try adjusting your filters.',
  carwash_empty: 'No carwashes found matching your criteria. Try adjusting your filters.',
  garage_loading: 'Loading garages…',
  carwash_loading: 'Loading carwashes…',
  garage_count: (v: { count: number; city: string }) =>
    `${v.count} ${v.count === 1 ? 'garage' : 'garages'}${v.city ? ` in ${v.city}` : ''}`,
  carwash_count: (v: { count: number; city: string }) =>
    `${v.count} ${v.count === 1 ? 'carwash' : 'carwashes'}${v.city ? ` in ${v.city}` : ''}`,
  placeholder: 'Name, service or car brand',
  popularBrands: 'Popular Brands',
  noData: 'No data yet',
  failed: 'Failed to load',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (v: { page: number; last: number }) => `Page ${v.page} of ${v.last}`,
  open: 'Open',
  closed: 'Closed',
  waveAt: (v: { name: string }) => `Wave at ${v.name}`,
  wave: 'Wave',
  address: 'Address',
  phone: 'Phone',
  waitTime: 'Wait time',
  city: 'City',
  price: 'Price',
  from: (v: { price: string }) => `From ${v.price}`,
  services: 'Services',
  more: (v: { count: number }) => `+${v.count} more`,
  bookService: 'Book Service',
  bookNow: 'Book Now',
  bookAt: (v: { action: string; name: string }) => `${v.action} at ${v.name}`,
  viewDetails: 'View Details',
  viewDetailsOf: (v: { name: string }) => `View Details of ${v.name}`,
  // The provider page (issue #3 View Details; issue #16).
  garage_back: 'Back to Garages',
  carwash_back: 'Back to Carwashes',
  garage_loadingOne: 'Loading garage',
  carwash_loadingOne: 'Loading carwash',
  garage_notFound: 'Garage not found.',
  carwash_notFound: 'Carwash not found.',
  logoOf: (v: { name: string }) => `${v.name} logo`,
  rating: (v: { rating: string; count: number }) =>
    `${v.rating} (${v.count} ${v.count === 1 ? 'review' : 'reviews'})`,
  level_budget: 'Budget',
  level_mid: 'Mid-range',
  level_premium: 'Premium',
  about: 'About',
  openInMaps: 'Open in Maps',
  noServices: 'No services listed yet; the booking offers the usual ones.',
  colService: 'Service',
  colPriceFrom: 'Price from',
  colDuration: 'Duration',
  minutes: (v: { count: string }) => `${v.count} min`,
  reviewsTitle: 'Reviews',
  noReviews: 'No reviews yet.',
  stars: (v: { rating: number }) => `${v.rating} out of 5 stars`,
  openingHours: 'Opening hours',
  localTime: (v: { zone: string }) => `Local time (${v.zone})`,
} satisfies Record<string, CatalogText>;

/** The garage and carwash lists' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'providers/messages');
