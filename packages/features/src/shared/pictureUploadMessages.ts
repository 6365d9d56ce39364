/**
 * Texts of the picture upload field (issue #16: a provider's cover and logo in /partner, the member's
 * avatar on /profile) in English, French, and machine-made Kinyarwanda and Kiswahili (to be reviewed;
 * issue #16 "Locale"). `what` is the field's title in lower case ('cover photo'). The known upload
 * refusals (`UPLOAD_MESSAGES` of the contract, the client's connection failure) are read here too.
 */
import { type CatalogText, createTranslator } from './messages';

export const en = {
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

/** The picture upload field's translator. */
export const pictureUploadT = createTranslator({ en }, 'shared/pictureUploadMessages');
