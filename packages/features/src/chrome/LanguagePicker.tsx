import { LANGUAGE_NAMES, LANGUAGES, type Language, parseLanguage } from '@gari/contract/locale';
import { Select, SelectItem } from '@gari/ui/Select';
import { useLocale, useT } from '../shared/locale';
import * as styles from './chrome.css';
import { languageT } from './languageMessages';

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  /** Show the label 'Language' (menu panel, profile); the top bar keeps it for screen readers only. */
  showLabel?: boolean;
}

/** The picker's options: each language named in itself. */
const OPTIONS = LANGUAGES.map((code) => ({ id: code, name: LANGUAGE_NAMES[code] }));

/**
 * The language picker of the top bar, the menu panel and the profile (issue #16 Locale): English,
 * Français, Kinyarwanda, Kiswahili, each named in itself and marked with its `lang` (so a screen
 * reader reads 'Français' in French). Choosing one calls `useLocale().setLanguage`: the page
 * re-renders in it at once, the `gari_lang` cookie keeps it for a year and, signed in, the profile
 * stores it (PATCH /users/me). Its label is 'Language' in the current language ('Langue', 'Ururimi',
 * 'Lugha').
 *
 * @selector [data-testid="language-picker"] - the picker
 */
export function LanguagePicker({ showLabel = false }: LanguagePickerProps) {
  const { language, setLanguage } = useLocale();
  const t = useT(languageT);
  return (
    <Select
      className={showLabel ? undefined : styles.countrySelect}
      {...(showLabel ? { label: t('language') } : { 'aria-label': t('language') })}
      items={OPTIONS}
      selectedKey={language}
      onSelectionChange={(key) => {
        const next = parseLanguage(key == null ? null : String(key));
        if (next && next !== language) setLanguage(next);
      }}
      data-testid="language-picker"
    >
      {(item: { id: Language; name: string }) => (
        <SelectItem id={item.id} textValue={item.name}>
          <span lang={item.id}>{item.name}</span>
        </SelectItem>
      )}
    </Select>
  );
}
