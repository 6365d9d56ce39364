/**
 * `@gari/features/i18n`: every language's texts at once, for what renders in any language without
 * waiting (the server's SSR, Storybook, tests). The browser loads one language at a time instead
 * (`loadLanguage` of `@gari/features/shared`). Issue #16 Locale.
 */
import { registerTranslations } from '../shared/translations';
import { translations as fr } from './fr';
import { translations as rw } from './rw';
import { translations as sw } from './sw';

/** Registers French, Kinyarwanda and Kiswahili texts of every catalog (idempotent). */
export function registerAllLanguages(): void {
  registerTranslations('fr', fr);
  registerTranslations('rw', rw);
  registerTranslations('sw', sw);
}
