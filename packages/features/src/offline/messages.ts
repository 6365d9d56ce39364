/**
 * Texts of the offline notice (issue #8 point 4) in English, French, and machine-made Kinyarwanda and
 * Kiswahili (issue #16 "Locale").
 */
import { createTranslator, type Translation } from '../shared/messages';

const en = {
  title: "You're offline",
  text: "Showing this page as you last saw it. Check your connection to see what's new, sign in or book.",
};

const fr = {
  title: 'Vous êtes hors ligne',
  text: 'Cette page est affichée telle que vous l’avez vue la dernière fois. Vérifiez votre connexion pour voir les nouveautés, vous connecter ou réserver.',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  title: 'Nta interineti ufite',
  text: 'Turakwereka iyi paji uko wayibonye ubushize. Reba interineti yawe kugira ngo ubone ibishya, winjire cyangwa ufate gahunda.',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  title: 'Huko nje ya mtandao',
  text: 'Tunaonyesha ukurasa huu kama ulivyouona mara ya mwisho. Angalia muunganisho wako ili uone mapya, uingie au uweke miadi.',
} satisfies Translation<typeof en>;

/** The offline notice's translator (English: tests and stories); the notice reads it with `useT(t)`. */
export const t = createTranslator({ en, fr, rw, sw });
