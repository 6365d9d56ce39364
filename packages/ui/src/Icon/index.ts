/** `@gari/ui/Icon`: `Icon`, the decorative 24×24 line icon that the ui and feature icons draw with. */
export { Icon, type IconProps, lineIcon } from './Icon';
