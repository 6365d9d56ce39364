import { useHref } from 'react-router';

/** True for hrefs the router must not touch: `mailto:`, `tel:`, `https:` … and in-page `#anchors`. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#');
}

/**
 * The `useHref` to give react-aria's `RouterProvider`: react-router's `useHref` for app paths, the
 * href unchanged for `mailto:`/`tel:`/absolute URLs (react-router would turn 'mailto:x' into
 * '/mailto:x'). Always calls the router hook, so it obeys the rules of hooks.
 */
export function useRouterHref(href: string): string {
  const external = isExternalHref(href);
  const internal = useHref(external ? '.' : href);
  return external ? href : internal;
}
