/**
 * The zod schema of a language code (issue #16 Locale), apart from ./locale so that code reading only
 * the language helpers (the site's boot chunk) does not bundle zod.
 */
import { z } from 'zod';
import { LANGUAGES } from './locale';

/** One of {@link LANGUAGES}: 'en' | 'fr' | 'rw' | 'sw'. */
export const Language = z.enum(LANGUAGES);
