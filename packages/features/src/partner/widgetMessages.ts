/**
 * Texts of the widget settings in the partner console (issue #3 "Staff manage their widget": the
 * booking widget of garages and carwashes, the price widget of gas stations, issue #11) in English,
 * French, and machine-made Kinyarwanda and Kiswahili (to be reviewed; issue #16 "Locale").
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  tryAgain: 'Please try again.',
  bookingWidget: 'Booking widget',
  bookingWidgetIntro: 'Bookings made through the widget are accepted only from the websites listed here.',
  bookingWidgetEmpty: 'No website is allowed yet: add one to start taking bookings.',
  bookingWidgetHint: 'Paste this where the booking widget should appear on your website.',
  priceWidget: 'Price widget',
  priceWidgetIntro: 'The price widget shows your fuel prices only on the websites listed here.',
  priceWidgetEmpty: 'No website is allowed yet: add one to show your prices on it.',
  priceWidgetHint: 'Paste this where your fuel prices should appear on your website.',
  loadingWidget: 'Loading widget settings…',
  widgetFailed: 'Could not load the widget settings',
  allowedWebsites: 'Allowed websites',
  remove: 'Remove',
  removeOrigin: (v: { origin: string }) => `Remove ${v.origin}`,
  websiteOrigin: 'Website origin',
  websiteOriginHint: 'Scheme and host, e.g. https://www.example.rw',
  addWebsite: 'Add website',
  invalidOrigin: 'Use an origin such as https://www.example.rw (scheme and host, no path).',
  originTaken: 'This origin is already allowed.',
  tooManyOrigins: (v: { max: number }) => `At most ${v.max} origins.`,
  brandColour: 'Brand colour',
  brandColourHint: "Hex colour of the widget's buttons, e.g. #0f766e",
  invalidColour: 'Use a colour such as #0f766e.',
  saveColour: 'Save colour',
  snippet: 'Snippet',
  copySnippet: 'Copy snippet',
  iframeUrl: 'Iframe URL (no scripts)',
  copyUrl: 'Copy URL',
  asElement: 'As an element',
  elementHint: '296 px high in every state; theme="dark" and brand-color="#0f766e" restyle it.',
  copyElement: 'Copy element',
  framePage: 'Price widget page (iframe, no scripts)',
  copyPageUrl: 'Copy page URL',
  widgetSaved: 'Widget saved',
  widgetSaveFailed: 'Failed to save widget',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy',
  copyYourself: 'Select the text and copy it yourself.',
} satisfies Record<string, CatalogText>;

/** The widget settings' translator (`widgetT.catalog.en`: the English texts, for stories). */
export const widgetT = createTranslator({ en }, 'partner/widgetMessages');
