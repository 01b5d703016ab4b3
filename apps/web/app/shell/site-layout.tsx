import { useLocation } from '@remix-run/react';
import { BackToTop, FeedbackTab } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '~/widgets/footer/index.ts';
import { Header, type HeaderProps } from '~/widgets/header/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './site-layout.css.ts';

/**
 * The app layer's frame (above routes, like root.tsx): it composes widgets, which may not
 * import each other. Spec §2 layouts; setting and store-setting arrive with the account pages.
 */
export const LAYOUTS = ['default', 'no-footer', 'none'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}

/**
 * The frame around a page: header, footer, the fixed feedback tab and back-to-top
 * (default); no footer (chats); nothing at all (the ad form).
 */
export function SiteLayout({
  layout,
  header,
  children,
}: {
  layout: LayoutName;
  header: HeaderProps;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  if (layout === 'none') return <div id="main">{children}</div>;
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <Header {...header} />
      <div id="main" className={styles.main}>
        {children}
      </div>
      {layout === 'default' ? <Footer /> : null}
      <FeedbackTab
        href={`${to('/feedback')}?from=${encodeURIComponent(pathname)}`}
        label={t('nav.feedback')}
      />
      <BackToTop label={t('nav.backToTop')} />
    </div>
  );
}
