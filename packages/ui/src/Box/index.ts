/** `@gari/ui/Box`: `Box`, `sprinkles` (atomic classes over the theme tokens) and their prop types. */
export { Box, type BoxElement, type BoxProps } from './Box';
export { type Sprinkles, sprinkles } from './sprinkles.css';
