/**
 * Texts of the home page (spec §1 Home page, §2 Home page details; issue #11 cheapest fuel; issue #16
 * "Locale": English, French, Kinyarwanda, Kiswahili). Every locale gives every key (a missing one is a
 * type error). Views read them with `const t = useT(homeT)`.
 */
import { createTranslator } from '../shared/messages';
import texts from './messages.en.json';

/**
 * The English texts, compiled from `messages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `messages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The home texts' translator (English); views use `useT(homeT)` for the member's language. */
export const homeT = createTranslator({ en }, 'home/messages');
