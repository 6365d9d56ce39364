/** `@gari/ui/Select`: `Select`, `SelectItem`, `ComboBox`, `ComboBoxItem`. */
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxItemProps,
  type ComboBoxProps,
  Select,
  SelectItem,
  type SelectItemProps,
  type SelectProps,
} from './Select';
