import type { Locale } from '@repo/domain';

/**
 * The site as an app on a phone's home screen: its icons (apps/web/public, made from icon.svg by
 * tooling/scripts/icons.mjs) and the brand's colours (packages/ui/src/theme/values.ts, light
 * scheme: the primary burnt ochre and the page background; a test holds them equal).
 */
export const BRAND_COLORS = { theme: '#a8400f', background: '#faf7f2' } as const;

export const APP_ICONS = {
  svg: '/icon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
} as const;

/** The manifest's icons: the rounded square at the sizes Android asks for, and a maskable one. */
export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: APP_ICONS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;

/** The web app manifest of a language: the app installed from a page opens in that language. */
export function manifestPath(locale: Locale): string {
  return `/${locale}/manifest.webmanifest`;
}
