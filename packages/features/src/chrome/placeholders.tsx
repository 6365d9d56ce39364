import { visuallyHidden } from '@gari/ui/theme';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { preloadChrome } from './deferred';
import { MenuIcon, MonitorIcon, MoonIcon, SearchIcon, SunIcon } from './icons';
import { chromeT } from './messages';

/**
 * Stand-ins the chrome shows while its deferred parts load (a few hundred ms after first paint):
 * same size and look, marked `aria-disabled` (not operable yet; automation waits for them to become
 * enabled). Hovering or focusing one starts the download at once.
 *
 * @selector [data-standin] - every stand-in (the element the loaded part replaces)
 */
const warm = { onPointerEnter: () => void preloadChrome(), onFocus: () => void preloadChrome() };

/** Stand-in of an icon button of the top bar: the search button or the menu button (its translated label). */
export function IconButtonPlaceholder({ kind }: { kind: 'search' | 'menu' }) {
  const t = useT(chromeT);
  const Icon = kind === 'search' ? SearchIcon : MenuIcon;
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={t(kind)}
      className={styles.iconButton}
      data-standin=""
      {...warm}
    >
      <Icon />
    </button>
  );
}

/** Stand-in of the country picker: the chosen country's name. */
export function CountryPlaceholder({ name }: { name: string }) {
  const t = useT(chromeT);
  return <PickerPlaceholder name={name} label={t('country')} />;
}

/** Stand-in of the theme switch (three icon slots, not interactive). */
export function ThemePlaceholder({ onSurface = false }: { onSurface?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={styles.themeGroup}
      data-on-surface={onSurface || undefined}
      data-standin=""
    >
      {[SunIcon, MoonIcon, MonitorIcon].map((Icon, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <span key={i} className={styles.themeButton}>
          <Icon size={16} />
        </span>
      ))}
    </div>
  );
}

/**
 * Stand-in of a top-bar picker until it loads: the chosen value's `name`, the picker's `label` for
 * screen readers, and the ▾ (the country picker, and the language picker of issue #16 Locale).
 */
export function PickerPlaceholder({ name, label }: { name: string; label: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      className={styles.countryPlaceholder}
      data-standin=""
      {...warm}
    >
      <span>{name}</span>
      {/* One text node (a template), as the server wrote it: hydration keeps it instead of splitting it. */}
      <span className={visuallyHidden}>{` ${label}`}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}
