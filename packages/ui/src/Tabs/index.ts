/**
 * `@gari/ui/Tabs`: `Tabs`, `TabList`, `Tab`, `TabPanel`; and `tabLinks` / `tabLink`, the classes of
 * links that look like tabs (for `.css.ts` files: navigation by URL rather than tab panels).
 */
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { tabLink, tabLinks } from './Tabs.css';
