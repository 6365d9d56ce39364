/**
 * Kinyarwanda texts of `shared/pictureUploadMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from './messages';
import type { en } from './pictureUploadMessages';

export const rw = {
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
