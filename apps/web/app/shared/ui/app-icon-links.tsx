import type { Locale } from '@repo/domain';
import { APP_ICONS, BRAND_COLORS, manifestPath } from '../config/app-icons.ts';

/**
 * The page's icons and its web app manifest, in the page's language, so that a phone can add
 * Psar to its home screen with its name and icon: the ICO for browsers that want one, the SVG
 * for the others, the touch icon for iOS (with the home screen name), and the brand's colour
 * for the browser's bar.
 */
export function AppIconLinks({ locale, name }: { locale: Locale; name: string }) {
  return (
    <>
      <link rel="icon" href={APP_ICONS.ico} sizes="32x32" />
      <link rel="icon" href={APP_ICONS.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APP_ICONS.appleTouch} />
      <link rel="manifest" href={manifestPath(locale)} />
      <meta name="theme-color" content={BRAND_COLORS.theme} />
      <meta name="apple-mobile-web-app-title" content={name} />
    </>
  );
}
