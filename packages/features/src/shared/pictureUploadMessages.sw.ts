/**
 * Kiswahili texts of `shared/pictureUploadMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './pictureUploadMessages';

export const sw = {
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
