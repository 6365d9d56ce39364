/**
 * Texts of the global chrome (spec §2 Global chrome, Footer; issue #16 "Locale": English, French,
 * Kinyarwanda, Kiswahili): top bar, bottom tab bar, menu panel, footer, country picker, theme switch,
 * search. Every locale gives every key (a missing one is a type error). Views read them with
 * `const t = useT(chromeT)`. The navigation labels (`navConvoy`…) are shown upper case in the top bar.
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The chrome texts' translator (English); views use `useT(chromeT)` for the member's language. */
export const chromeT = createTranslator({ en }, 'chrome/messages');

/** A key of the chrome catalog. */
export type ChromeKey = keyof typeof en;
