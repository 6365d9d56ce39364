import { startTransition, useEffect, useState } from 'react';

/** A position in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Asks for the member's position; rejects when refused, unsupported or after the timeout. */
export type Locate = () => Promise<LatLng>;

/** How long the browser may take to answer (ms). */
export const GEOLOCATION_TIMEOUT_MS = 8000;

/** The browser's geolocation (coarse, cached up to 10 minutes). */
export const browserLocate: Locate = () =>
  new Promise((resolve, reject) => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      reject(new Error('Geolocation is not supported.'));
      return;
    }
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(e.message || 'Location refused.')),
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  });

/** Where the position lookup is. */
export type GeolocationStatus = 'locating' | 'located' | 'unavailable';

/**
 * The member's position for the distance filter (spec §2 distance slider): asks `locate` once on mount.
 * `status` 'locating' → 'located' (with `position`) or 'unavailable' (refused, unsupported, timed out).
 * The answer is applied in a transition: the page re-renders in slices, not in one long task.
 */
export function useGeolocation(locate: Locate = browserLocate): {
  status: GeolocationStatus;
  position: LatLng | null;
} {
  const [state, setState] = useState<{ status: GeolocationStatus; position: LatLng | null }>({
    status: 'locating',
    position: null,
  });
  useEffect(() => {
    let live = true;
    locate().then(
      (position) => live && startTransition(() => setState({ status: 'located', position })),
      () => live && startTransition(() => setState({ status: 'unavailable', position: null })),
    );
    return () => {
      live = false;
    };
  }, [locate]);
  return state;
}
