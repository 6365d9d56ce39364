/**
 * Distances between coordinates (spec §9 "closest" sort and max distance filter): great-circle km on a
 * 6371 km sphere (haversine). The API computes the same formula in SQL; the fakes use this one.
 */

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius in km. */
export const EARTH_RADIUS_KM = 6371;

/** Distance in km between two coordinates (haversine). */
export function kmBetween(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** km rounded to one decimal, as lists show `distance_km`. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
