/**
 * French texts of `offline/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  title: 'Vous êtes hors ligne',
  text: 'Cette page est affichée telle que vous l’avez vue la dernière fois. Vérifiez votre connexion pour voir les nouveautés, vous connecter ou réserver.',
} satisfies Translation<typeof en>;
