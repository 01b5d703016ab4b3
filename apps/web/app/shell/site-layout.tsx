import { NavLink, useLocation } from '@remix-run/react';
import { BackToTop, Container, FeedbackTab } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '~/widgets/footer/index.ts';
import { Header, type HeaderProps } from '~/widgets/header/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { ACCOUNT_SETTINGS_NAV, storeIdInPath, storeSettingsNav } from './settings-nav.ts';
import * as styles from './site-layout.css.ts';

/**
 * The app layer's frame (above routes, like root.tsx): it composes widgets, which may not
 * import each other. The five layouts of spec §2.
 */
export const LAYOUTS = ['default', 'no-footer', 'setting', 'store-setting', 'none'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}

/**
 * The frame around a page: header, footer, the fixed feedback tab and back-to-top
 * (default); no footer (chats); the account or store settings beside their side
 * navigation (setting, store-setting); nothing at all (the ad form).
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
        {layout === 'setting' || layout === 'store-setting' ? (
          <SettingsFrame layout={layout}>{children}</SettingsFrame>
        ) : (
          children
        )}
      </div>
      {layout === 'no-footer' ? null : <Footer />}
      <FeedbackTab
        href={`${to('/feedback')}?from=${encodeURIComponent(pathname)}`}
        label={t('nav.feedback')}
      />
      <BackToTop label={t('nav.backToTop')} />
    </div>
  );
}

/** A settings page beside the list of its sibling settings pages. */
function SettingsFrame({
  layout,
  children,
}: {
  layout: 'setting' | 'store-setting';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const storeId = storeIdInPath(pathname);
  const items =
    layout === 'store-setting' && storeId ? storeSettingsNav(storeId) : ACCOUNT_SETTINGS_NAV;
  const label = layout === 'store-setting' ? t('store.settingsNav') : t('account.settingsNav');
  return (
    <Container className={styles.settings}>
      <nav aria-label={label} className={styles.settingsNav}>
        <ul className={styles.settingsList}>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={to(item.path)} end className={styles.settingsLink}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.settingsContent}>{children}</div>
    </Container>
  );
}
