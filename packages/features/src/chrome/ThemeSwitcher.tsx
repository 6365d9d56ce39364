import { type ThemeMode, useTheme } from '@gari/ui/theme';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import { type ChromeKey, chromeT } from './messages';

const OPTIONS: { mode: ThemeMode; label: ChromeKey; Icon: typeof SunIcon }[] = [
  { mode: 'light', label: 'themeLight', Icon: SunIcon },
  { mode: 'dark', label: 'themeDark', Icon: MoonIcon },
  { mode: 'system', label: 'themeSystem', Icon: MonitorIcon },
];

/** Props of {@link ThemeSwitcher}. */
export interface ThemeSwitcherProps {
  /** Style for a light surface (the menu panel) instead of the black top bar. @default false */
  onSurface?: boolean;
}

/**
 * Light / dark / system switch (spec §2 "toasts follow the user's light, dark or system theme"), a
 * single-selection RAC ToggleButtonGroup over `useTheme()`; the choice is stored by `ThemeProvider`.
 *
 * @selector `[data-selected]` on the chosen button.
 */
export function ThemeSwitcher({ onSurface = false }: ThemeSwitcherProps) {
  const t = useT(chromeT);
  const { mode, setMode } = useTheme();
  return (
    <ToggleButtonGroup
      aria-label={t('theme')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[mode]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === 'light' || next === 'dark' || next === 'system') setMode(next);
      }}
      className={styles.themeGroup}
      data-on-surface={onSurface || undefined}
    >
      {OPTIONS.map(({ mode: id, label, Icon }) => (
        <ToggleButton key={id} id={id} aria-label={t(label)} className={styles.themeButton}>
          <Icon size={16} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
