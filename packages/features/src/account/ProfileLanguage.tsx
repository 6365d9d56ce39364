import { LanguagePicker } from '../chrome/LanguagePicker';
import * as styles from './account.css';

/**
 * The profile's language choice (issue #16 Locale): the language picker with its visible label.
 * Signed in, a choice is stored on the profile (PATCH /users/me `{ language }`) and follows the member
 * to every device; signed out it is kept in the `gari_lang` cookie.
 *
 * @selector `[data-testid="profile-language"]` - the section
 */
export function ProfileLanguage() {
  return (
    <section className={styles.section} data-testid="profile-language">
      <LanguagePicker showLabel />
    </section>
  );
}
