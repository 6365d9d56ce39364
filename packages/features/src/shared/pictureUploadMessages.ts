/**
 * Texts of the picture upload field (issue #16: a provider's cover and logo in /partner, the member's
 * avatar on /profile) in English, French, and machine-made Kinyarwanda and Kiswahili (to be reviewed;
 * issue #16 "Locale"). `what` is the field's title in lower case ('cover photo'). The known upload
 * refusals (`UPLOAD_MESSAGES` of the contract, the client's connection failure) are read here too.
 */
import { type CatalogText, createTranslator, type Translation } from './messages';

const en = {
  choose: (v: { what: string }) => `Choose ${v.what}`,
  replace: (v: { what: string }) => `Replace ${v.what}`,
  remove: (v: { what: string }) => `Remove ${v.what}`,
  uploadingWhat: (v: { what: string }) => `Uploading ${v.what}`,
  uploadingFile: (v: { file: string; percent: number }) => `Uploading ${v.file}… ${v.percent}%`,
  retry: 'Retry',
  saved: 'Photo saved.',
  notAnImage: 'The file must be a photo (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).',
  tooBig: (v: { mb: number }) => `The photo may be at most ${v.mb} MB.`,
  missing: 'Choose a photo to upload.',
  failed: 'The photo could not be uploaded. Check your connection and try again.',
} satisfies Record<string, CatalogText>;

const fr = {
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

const rw = {
  choose: (v) => `Hitamo: ${v.what}`,
  replace: (v) => `Simbuza: ${v.what}`,
  remove: (v) => `Kuraho: ${v.what}`,
  uploadingWhat: (v) => `Kohereza: ${v.what}`,
  uploadingFile: (v) => `Kohereza ${v.file}… ${v.percent}%`,
  retry: 'Ongera ugerageze',
  saved: 'Ifoto yabitswe.',
  notAnImage: 'Dosiye igomba kuba ifoto (JPEG, PNG, WebP, AVIF, HEIC, GIF cyangwa TIFF).',
  tooBig: (v) => `Ifoto ntigomba kurenza MB ${v.mb}.`,
  missing: 'Hitamo ifoto yo kohereza.',
  failed: 'Ifoto ntiyashoboye koherezwa. Reba internet yawe wongere ugerageze.',
} satisfies Translation<typeof en>;

const sw = {
  choose: (v) => `Chagua: ${v.what}`,
  replace: (v) => `Badilisha: ${v.what}`,
  remove: (v) => `Ondoa: ${v.what}`,
  uploadingWhat: (v) => `Inapakia: ${v.what}`,
  uploadingFile: (v) => `Inapakia ${v.file}… ${v.percent}%`,
  retry: 'Jaribu tena',
  saved: 'Picha imehifadhiwa.',
  notAnImage: 'Faili lazima iwe picha (JPEG, PNG, WebP, AVIF, HEIC, GIF au TIFF).',
  tooBig: (v) => `Picha isizidi MB ${v.mb}.`,
  missing: 'Chagua picha ya kupakia.',
  failed: 'Picha haikuweza kupakiwa. Angalia muunganisho wako na ujaribu tena.',
} satisfies Translation<typeof en>;

/** The picture upload field's translator. */
export const pictureUploadT = createTranslator({ en, fr, rw, sw });
