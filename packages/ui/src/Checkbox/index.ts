/** `@gari/ui/Checkbox`: `Checkbox`. */
export { Checkbox, type CheckboxProps } from './Checkbox';
