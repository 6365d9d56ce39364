/** `@gari/ui/Badge`: `Badge`, `CountBadge`, `formatCount`. */
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  CountBadge,
  type CountBadgeProps,
  formatCount,
} from './Badge';
