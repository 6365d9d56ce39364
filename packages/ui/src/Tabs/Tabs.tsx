import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import * as styles from './Tabs.css';

/**
 * Props of `Tabs`: every react-aria-components Tabs prop (`selectedKey` / `defaultSelectedKey` /
 * `onSelectionChange(key)`, `orientation`, `keyboardActivation`, `disabledKeys`, `isDisabled`).
 */
export interface TabsProps extends Omit<RACTabsProps, 'className'> {
  /** Extra class names. */
  className?: string;
}

/** Tabs container (react-aria-components `Tabs`): arrow keys move between tabs, Tab enters the panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={cx(styles.tabs, className)} />;
}

/** Props of `TabList`: RAC TabList props; give it an `aria-label`. */
export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className'> {
  /** Extra class names. */
  className?: string;
}

/** The row of tabs (scrolls sideways on small screens). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={cx(styles.tabList, className)} />;
}

/** Props of `Tab`: RAC Tab props; `id` links it to the `TabPanel` with the same `id`. */
export interface TabProps extends Omit<RACTabProps, 'className'> {
  /** Extra class names. */
  className?: string;
}

/** One tab; the selected one is underlined in the brand colour. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={cx(styles.tab, className)} />;
}

/** Props of `TabPanel`: RAC TabPanel props (`id` matches a `Tab`, `shouldForceMount`). */
export interface TabPanelProps extends Omit<RACTabPanelProps, 'className'> {
  /** Extra class names. */
  className?: string;
}

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
