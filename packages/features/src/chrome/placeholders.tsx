import { visuallyHidden } from '@gari/ui/theme';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { useStandIn } from './deferred';
import { MenuIcon, MonitorIcon, MoonIcon, SearchIcon, SunIcon } from './icons';
import { chromeT } from './messages';

/**
 * Stand-ins the chrome shows until its deferred parts load (at the visitor's first interaction):
 * same size, look and accessible name. Pointer over, a touch or focus loads the part at once; a press
 * opens it as soon as it has loaded (`useStandIn`).
 *
 * @selector [data-standin] - every stand-in (the element the loaded part replaces)
 */

/** Stand-in of an icon button of the top bar: the search button or the menu button (its translated label). */
export function IconButtonPlaceholder({ kind }: { kind: 'search' | 'menu' }) {
  const t = useT(chromeT);
  const Icon = kind === 'search' ? SearchIcon : MenuIcon;
  const standIn = useStandIn();
  return (
    <button type="button" aria-label={t(kind)} className={styles.iconButton} data-standin="" {...standIn}>
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
  const { onPointerEnter, onTouchStart } = useStandIn();
  return (
    <div
      aria-hidden="true"
      className={styles.themeGroup}
      data-on-surface={onSurface || undefined}
      data-standin=""
      onPointerEnter={onPointerEnter}
      onTouchStart={onTouchStart}
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
  const standIn = useStandIn();
  return (
    <button type="button" className={styles.countryPlaceholder} data-standin="" {...standIn}>
      <span>{name}</span>
      {/* One text node (a template), as the server wrote it: hydration keeps it instead of splitting it. */}
      <span className={visuallyHidden}>{` ${label}`}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}
