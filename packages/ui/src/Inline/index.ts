/** `@gari/ui/Inline`: `Inline` (a row that wraps, or collapses into a column below a breakpoint). */
export { Inline, type InlineProps } from './Inline';
