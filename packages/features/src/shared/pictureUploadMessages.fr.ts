/**
 * French texts of `shared/pictureUploadMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from './messages';
import type { en } from './pictureUploadMessages';

export const fr = {
  choose: (v) => `Choisir : ${v.what}`,
  replace: (v) => `Remplacer : ${v.what}`,
  remove: (v) => `Retirer : ${v.what}`,
  uploadingWhat: (v) => `Envoi : ${v.what}`,
  uploadingFile: (v) => `Envoi de ${v.file}… ${v.percent} %`,
  retry: 'Réessayer',
  saved: 'Photo enregistrée.',
  notAnImage: 'Le fichier doit être une photo (JPEG, PNG, WebP, AVIF, HEIC, GIF ou TIFF).',
  tooBig: (v) => `La photo ne doit pas dépasser ${v.mb} Mo.`,
  missing: 'Choisissez une photo à envoyer.',
  failed: 'La photo n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
} satisfies Translation<typeof en>;
