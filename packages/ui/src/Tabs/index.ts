/** `@gari/ui/Tabs`: `Tabs`, `TabList`, `Tab`, `TabPanel`. */
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
