/**
 * `@gari/ui/theme`: the theme contract (`vars`), the light and dark theme classes, global base
 * styles, `ThemeProvider` / `useTheme`, and style helpers.
 */

export { type Breakpoint, breakpoints, media } from './breakpoints';
export {
  type ResolvedTheme,
  THEME_STORAGE_KEY,
  type ThemeContextValue,
  type ThemeMode,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './ThemeProvider';
export {
  controlFrame,
  darkTheme,
  focusRing,
  insetFocusRing,
  lightTheme,
  touchRow,
  vars,
  visuallyHidden,
} from './theme.css';
