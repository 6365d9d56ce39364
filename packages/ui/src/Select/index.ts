/**
 * `@gari/ui/Select`: `Select` (its react-aria part loads on idle or first use, `preloadSelect`),
 * `SelectItem`, `ComboBox`, `ComboBoxItem`.
 */
export { ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps } from './ComboBox';
export { preloadSelect, Select, SelectItem, type SelectItemProps, type SelectProps } from './Select';
