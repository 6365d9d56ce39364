/** `@gari/ui/Button`: `Button` and `LinkButton`. */
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  LinkButton,
  type LinkButtonProps,
} from './Button';
