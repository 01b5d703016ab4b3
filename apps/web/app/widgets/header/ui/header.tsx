import { Form, Link } from '@remix-run/react';
import type { Category } from '@repo/domain';
import { Button, Container, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { ColorModeSwitch, type ColorMode } from '~/features/color-mode/index.ts';
import { LanguageSwitch } from '~/features/language-switch/index.ts';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import * as styles from './header.css.ts';

export interface HeaderProps {
  categories: Category[];
  colorMode: ColorMode;
}

/** Logo, search, category menu, language, colour mode and sign-in: on every page with a header. */
export function Header({ categories, colorMode }: HeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const mains = categories.filter((category) => category.parent === '0');

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to={to('/')} className={styles.logo} title={t('header.home')}>
          {t('app.name')}
        </Link>

        <details className={styles.menu}>
          <summary className={styles.menuButton}>{t('header.categories')}</summary>
          <ul className={styles.menuList}>
            {mains.map((category) => (
              <li key={category.id}>
                <Link to={to(`/c-${category.slug}`)} className={styles.menuLink}>
                  {localizedName(category.meta?.name, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </details>

        <Form method="get" action={to('/search')} role="search" className={styles.search}>
          <label>
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

        <div className={styles.tools}>
          <LanguageSwitch />
          <ColorModeSwitch mode={colorMode} />
        </div>
      </Container>
    </header>
  );
}
