/**
 * `@gari/ui/ToastRegion`: `ToastRegion` alone, for code that loads the region on demand while the
 * `toast` queue (`@gari/ui/Toast`) is already loaded: a separate entry, so that importing `toast`
 * never pulls in the region's react-aria components (issue #8 point 3).
 */
export { ToastRegion, type ToastRegionProps } from '../Toast/Toast';
