import { LANGUAGE_NAMES } from '@gari/contract/locale';
import { useLocale, useT } from '../shared/locale';
import { LazyPart } from './deferred';
import { languageT } from './languageMessages';
import { PickerPlaceholder } from './placeholders';

/**
 * The top bar's language picker (issue #16 Locale), loaded when needed, with a stand-in showing the
 * current language's own name until its chunk has loaded.
 */
export function TopBarLanguage() {
  const { language } = useLocale();
  const t = useT(languageT);
  return (
    <LazyPart
      part="LanguagePicker"
      fallback={<PickerPlaceholder name={LANGUAGE_NAMES[language]} label={t('language')} />}
    />
  );
}
