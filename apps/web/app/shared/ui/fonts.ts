import type { LinksFunction } from '@remix-run/node';
import khmer400 from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url';
import khmerCss400 from '@fontsource/noto-sans-khmer/khmer-400.css?url';
import khmerCss700 from '@fontsource/noto-sans-khmer/khmer-700.css?url';

/**
 * Noto Sans Khmer, self-hosted (no CDN) and only its Khmer subset: Latin text uses the
 * system font. The regular weight is preloaded so Khmer never shows as boxes.
 */
export const fontLinks: LinksFunction = () => [
  { rel: 'preload', href: khmer400, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: khmerCss400 },
  { rel: 'stylesheet', href: khmerCss700 },
];
