import khmer400 from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url';
// Bundled into the page's one stylesheet (no stylesheet of their own to wait for); each face
// is fetched only when Khmer text is on the page (its unicode-range).
import '@fontsource/noto-sans-khmer/khmer-400.css';
import '@fontsource/noto-sans-khmer/khmer-700.css';

/**
 * Noto Sans Khmer, self-hosted (no CDN) and only its Khmer subset: Latin text uses the
 * system font. On a Khmer page the regular weight is preloaded, so Khmer never shows as boxes
 * and the text does not shift when it arrives; an English page fetches it only when Khmer text
 * (an ad's title) is on it, without holding up the rest.
 */
export function FontPreload({ locale }: { locale: string }) {
  return locale === 'km' ? (
    <link rel="preload" href={khmer400} as="font" type="font/woff2" crossOrigin="anonymous" />
  ) : null;
}
