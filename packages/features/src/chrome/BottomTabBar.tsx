import { useHydrateOnViewRoot } from '@gari/ui/hydration';
import { NavLink } from 'react-router';
import { useT } from '../shared/locale';
import * as styles from './chrome.css';
import { CarwashIcon, ConvoyIcon, GarageIcon, GasIcon, SpareshopIcon } from './icons';
import { chromeT } from './messages';
import { TAB_LINKS } from './navigation';

const ICONS = [ConvoyIcon, GarageIcon, CarwashIcon, SpareshopIcon, GasIcon];

/**
 * Bottom tab bar of small screens (spec §2 Global chrome): Convoy, Garage, Carwash, Spareshop, Gas
 * (/gas-station); the current one has `aria-current="page"`. Hidden from 48rem up.
 */
export function BottomTabBar() {
  const t = useT(chromeT);
  const part = useHydrateOnViewRoot();
  return (
    <nav aria-label={t('sectionsNav')} className={styles.tabbar} {...part}>
      {TAB_LINKS.map((link, i) => {
        const Icon = ICONS[i] ?? ConvoyIcon;
        return (
          <NavLink key={link.href} to={link.href} className={styles.tab}>
            <Icon size={22} />
            {t(link.key)}
          </NavLink>
        );
      })}
    </nav>
  );
}
