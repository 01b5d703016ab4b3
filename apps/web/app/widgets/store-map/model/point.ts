/** A point on the map (WGS 84). */
export interface Point {
  lat: number;
  lng: number;
}

/** Phnom Penh's centre: where the picker opens when no point is given yet. */
export const DEFAULT_CENTER: Point = { lat: 11.5564, lng: 104.9282 };

/** The point two typed coordinates name, or null when either is not a valid one. */
export function pointOf(latitude: string, longitude: string): Point | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude.trim().replace(',', '.'));
  const lng = Number(longitude.trim().replace(',', '.'));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
