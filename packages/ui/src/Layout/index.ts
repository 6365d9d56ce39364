/**
 * `@gari/ui/Layout`: `Stack`, `Inline`, `Container`, `Heading`, `Text`, `VisuallyHidden`,
 * `StatusDot`.
 */
export {
  type Align,
  Container,
  type ContainerProps,
  type FontSize,
  Heading,
  type HeadingProps,
  Inline,
  type InlineProps,
  type SessionStatus,
  type Space,
  STATUS_DOT_LABELS,
  Stack,
  type StackProps,
  StatusDot,
  type StatusDotProps,
  Text,
  type TextProps,
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './Layout';
