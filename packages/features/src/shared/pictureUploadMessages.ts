/**
 * Texts of the picture upload field (issue #16: a provider's cover and logo in /partner, the member's
 * avatar on /profile) in English, French, and machine-made Kinyarwanda and Kiswahili (to be reviewed;
 * issue #16 "Locale"). `what` is the field's title in lower case ('cover photo'). The known upload
 * refusals (`UPLOAD_MESSAGES` of the contract, the client's connection failure) are read here too.
 */
import { createTranslator } from './messages';
import texts from './pictureUploadMessages.en.json';

/**
 * The English texts, compiled from `pictureUploadMessages.en.json` (ICU MessageFormat; French, Kinyarwanda and
 * Kiswahili: `pictureUploadMessages.fr.json`, `.rw.json`, `.sw.json`).
 */
export const en = texts;

/** The picture upload field's translator. */
export const pictureUploadT = createTranslator({ en }, 'shared/pictureUploadMessages');
