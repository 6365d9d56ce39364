/** `@gari/ui/Link`: `Link`. */
export { Link, type LinkProps } from './Link';
