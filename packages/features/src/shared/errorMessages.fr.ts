/**
 * French texts of `shared/errorMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { en } from './errorMessages';
import type { Translation } from './messages';

export const fr = {
  network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
  server: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  tooMany: 'Trop de demandes. Patientez un instant puis réessayez.',
  notFound: 'Introuvable.',
  signIn: 'Veuillez vous reconnecter.',
  forbidden: 'Vous n’êtes pas autorisé à faire cela.',
  conflict: 'Ceci a changé entre-temps. Rechargez la page et réessayez.',
  invalid: 'Certaines informations ne sont pas valides. Vérifiez-les et réessayez.',
  failed: 'Un problème est survenu. Veuillez réessayer.',
} satisfies Translation<typeof en>;
