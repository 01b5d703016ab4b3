import { useLoaderData } from '@remix-run/react';
import { Card, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { buildCategoryTree } from '~/entities/category/index.ts';
import { useLocale } from '~/shared/i18n/index.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import type { loader } from '../index.server.ts';
import * as styles from './home-page.css.ts';

export function HomePage() {
  const { categories, categoriesFailed, provinces, provincesFailed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const tree = buildCategoryTree(categories);

  return (
    <Container as="main" className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.brand}>{t('app.name')}</p>
        <Heading level={1}>{t('app.tagline')}</Heading>
      </header>

      <section aria-labelledby="categories-heading">
        <Heading level={2} id="categories-heading" className={styles.heading}>
          {t('home.categoriesHeading')}
        </Heading>
        {categoriesFailed && tree.length === 0 ? (
          <p role="alert" className={styles.notice}>
            {t('home.categoriesUnavailable')}
          </p>
        ) : (
          <ul className={styles.categoryGrid} data-testid="category-tree">
            {tree.map(({ category, subcategories }) => (
              <Card as="li" key={category.id} data-slug={category.slug}>
                <Heading level={3} className={styles.categoryName}>
                  {localizedName(category.meta?.name, locale)}
                </Heading>
                <p className={styles.muted}>
                  {t('home.subcategoryCount', { count: subcategories.length })}
                </p>
                <ul className={styles.subList}>
                  {subcategories.map((sub) => (
                    <li key={sub.id} data-slug={sub.slug}>
                      {localizedName(sub.meta?.name, locale)}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="provinces-heading">
        <Heading level={2} id="provinces-heading" className={styles.heading}>
          {t('home.provincesHeading')}
        </Heading>
        {provincesFailed && provinces.length === 0 ? (
          <p role="alert" className={styles.notice}>
            {t('home.provincesUnavailable')}
          </p>
        ) : (
          <ul className={styles.provinceList} data-testid="province-list">
            {provinces.map((province) => (
              <li key={province.id} data-slug={province.slug}>
                {localizedName(province.name, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
