import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The open state of a chrome overlay (menu panel, search dialog) that closes on navigation (a link, or
 * logout going to /login): `[isOpen, setOpen]`, set back to false whenever the path changes, and the
 * query string too when `withSearch`.
 */
export function useClosedOnNavigation(withSearch = false) {
  const [isOpen, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const place = withSearch ? `${pathname}${search}` : pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation (`place` changes)
  useEffect(() => setOpen(false), [place]);
  return [isOpen, setOpen] as const;
}
