import { Spinner } from '@gari/ui/Skeleton';

/**
 * Shown while a route's code loads (first paint and lazy navigations). Lives in the entry chunk
 * (the router's `hydrateFallbackElement`), so it stays this small.
 */
export function RouteLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '2rem' }}>
      <Spinner label="Loading page…" />
    </div>
  );
}
