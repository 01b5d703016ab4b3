/**
 * Links to a point on the map (ADR 0047), without zod: the web's pages and the map widget
 * import this alone.
 */

/** A coordinate as links and the page write it: at most 6 decimals (about 10 cm). */
export function formatDegrees(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * Directions to a point on OpenStreetMap's site: it works on every phone and computer (a
 * `geo:` link opens nothing on a desktop browser), and asks the visitor where they start.
 */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?to=${formatDegrees(latitude)}%2C${formatDegrees(longitude)}`;
}
