import { Form, Link, useLocation } from '@remix-run/react';
import { Button, Container, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import {
  activeProfileOf,
  type ActiveProfile,
  type ProfileStore,
} from '~/entities/session/index.ts';
import { ColorModeSwitch, type ColorMode } from '~/features/color-mode/index.ts';
import { LanguageSwitch } from '~/features/language-switch/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import * as styles from './header.css.ts';

export interface HeaderProps {
  /** Main categories for the menu, already in the page's language. */
  menu: { slug: string; name: string }[];
  colorMode: ColorMode;
  /**
   * Signed in or not, the first name to greet with (null when the API could not say), and the
   * stores the member is active in (the profile switcher; empty on the shared member page).
   */
  session: { loggedIn: boolean; name: string | null; stores: ProfileStore[] };
  /** Conversations with unread messages (the badges cookie); null until known. */
  chatBadge?: number | null;
}

/**
 * Logo, search, category menu, language, colour mode and sign-in: on every page with a header.
 * Below 1024 px the category menu, language, colour mode and account fold behind a Menu button
 * (a checkbox and its label, so it opens without JavaScript), "Post an ad" stays in the bar and
 * the search takes a row of its own (ADR 0023).
 */
export function Header({ menu, colorMode, session, chatBadge }: HeaderProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const location = useLocation();
  const active = activeProfileOf(location.pathname, location.search, session.stores);

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to={to('/')} className={styles.logo} title={t('header.home')}>
          {t('app.name')}
        </Link>

        {/* A visitor is asked to sign in first and comes back to the form (the guard's redirect). */}
        <Button asChild size="sm">
          <Link
            to={to(active.type === 'store' ? `/post?store_id=${active.store.id}` : '/post')}
            className={styles.postAd}
          >
            {t('header.postAd')}
          </Link>
        </Button>

        <input
          type="checkbox"
          id="header-menu"
          className={styles.menuToggle}
          aria-controls="header-drawer"
        />
        <label htmlFor="header-menu" className={styles.menuToggleLabel}>
          <span aria-hidden="true">☰</span>
          {t('header.menu')}
        </label>

        <div id="header-drawer" className={styles.drawer}>
          <details className={styles.menu}>
            <summary className={styles.menuButton}>{t('header.categories')}</summary>
            <ul className={styles.menuList}>
              {menu.map((category) => (
                <li key={category.slug}>
                  <Link to={to(`/c-${category.slug}`)} className={styles.menuLink}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>

          <div className={styles.tools}>
            <LanguageSwitch />
            <ColorModeSwitch mode={colorMode} />
            {session.loggedIn ? (
              <>
                <Link to={to('/chats')} className={styles.account} data-testid="header-chats">
                  {t('chat.headerLink')}
                  {chatBadge ? (
                    <span
                      className={`${controls.countPill} ${styles.badge}`}
                      aria-label={t('chat.headerBadge', { count: chatBadge })}
                      data-testid="chat-badge"
                    >
                      {chatBadge > 99 ? '99+' : chatBadge}
                    </span>
                  ) : null}
                </Link>
                {session.stores.length > 0 ? (
                  <ProfileSwitch
                    key={`${location.pathname}${location.search}`}
                    name={session.name ?? t('auth.myAccount')}
                    stores={session.stores}
                    active={active}
                  />
                ) : (
                  <Link to={to('/me')} className={styles.account}>
                    {session.name ?? t('auth.myAccount')}
                  </Link>
                )}
                <Form method="post" action={to('/logout')}>
                  <Button type="submit" variant="ghost" size="sm">
                    {t('auth.signOut')}
                  </Button>
                </Form>
              </>
            ) : (
              <Button asChild size="sm" variant="secondary">
                <Link to={to('/login')}>{t('auth.signIn')}</Link>
              </Button>
            )}
          </div>
        </div>

        <Form method="get" action={to('/search-result')} role="search" className={styles.search}>
          <label className={styles.searchLabel}>
            <VisuallyHidden>{t('header.searchLabel')}</VisuallyHidden>
            <input
              type="search"
              name="q"
              maxLength={100}
              placeholder={t('header.searchPlaceholder')}
              className={styles.searchInput}
            />
          </label>
          <Button type="submit" size="sm">
            {t('header.searchButton')}
          </Button>
        </Form>
      </Container>
    </header>
  );
}

/**
 * The active profile and the switch between the member and their stores (spec §4): a
 * disclosure that opens without JavaScript; each choice opens that profile's area, whose
 * address makes it the active one.
 */
function ProfileSwitch(props: { name: string; stores: ProfileStore[]; active: ActiveProfile }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { active } = props;
  const current = active.type === 'store' ? active.store.name : props.name;
  return (
    <details className={styles.menu} data-testid="profile-switch">
      <summary className={styles.menuButton}>
        <VisuallyHidden>{t('header.actingAs')} </VisuallyHidden>
        {current}
      </summary>
      <ul className={styles.menuList} aria-label={t('header.switchProfile')}>
        <li>
          <Link
            to={to('/me')}
            className={styles.menuLink}
            aria-current={active.type === 'user' ? 'true' : undefined}
          >
            {t('header.personalProfile', { name: props.name })}
          </Link>
        </li>
        {props.stores.map((store) => (
          <li key={store.id}>
            <Link
              to={to(`/me/store-${store.id}`)}
              className={styles.menuLink}
              aria-current={
                active.type === 'store' && active.store.id === store.id ? 'true' : undefined
              }
            >
              {t('header.storeProfile', { name: store.name })}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
