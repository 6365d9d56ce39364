/**
 * Texts of the legal pages — Privacy Policy, Terms of Service and Cookie Policy (spec §2 Static pages) —
 * in English, French, and machine-made Kinyarwanda and Kiswahili (issue #16 "Locale"): each page's
 * title, lead, headings and paragraphs. `privacyChoices` ends where the contact email link goes.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
  privacyTitle: 'Privacy Policy',
  privacyLead: 'Gari keeps only what it needs to run your account and your cars.',
  privacyCollectTitle: 'What we collect',
  privacyCollectAccount:
    'Your account: name, email, country and a hashed password (we never store it in plain text).',
  privacyCollectCars: 'Your vehicles, refuels and expenses, which you enter yourself.',
  privacyCollectSessions:
    'Sessions: the device, browser, IP address and last activity of each sign-in, so you can revoke them.',
  privacyUseTitle: 'How we use it',
  privacyUse:
    'To run Gari for you: sign you in, show your car costs and send account emails (verification and password reset). We do not sell your data.',
  privacyChoicesTitle: 'Your choices',
  privacyChoices:
    'You can revoke sessions on the Sessions page and remove vehicles at any time. To delete your account, write to ',
  termsTitle: 'Terms of Service',
  termsLead: 'The rules of using Gari.',
  termsAccountTitle: 'Your account',
  termsAccount:
    'You must register and sign in to use Gari. Keep your password secret; you are responsible for what happens in your account.',
  termsContentTitle: 'Your content',
  termsContent:
    'What you enter stays yours. Do not post anything illegal, misleading or that belongs to someone else. Up to 5 vehicles per account.',
  termsServiceTitle: 'Our service',
  termsService:
    'Gari is provided as is. Figures such as fuel prices and spend are computed from the data you and others enter; check them before you rely on them. These terms are governed by the laws of Rwanda.',
  cookiesTitle: 'Cookie Policy',
  cookiesLead: "Gari uses your browser's storage, not advertising cookies.",
  cookiesStorage:
    "We keep a few items in your browser's local storage so that the site works: your sign-in tokens, a device id made once for this browser, your chosen country and your light or dark theme.",
  cookiesNoTracking:
    "We use no advertising or third-party tracking cookies. Signing out removes the sign-in tokens; clearing your browser's site data removes the rest.",
} satisfies Record<string, CatalogText>;

/** The legal pages' translator (English: tests and stories); views read it with `useT(t)`. */
export const t = createTranslator({ en }, 'pages/legalMessages');
