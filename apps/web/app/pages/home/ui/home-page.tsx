import { useLoaderData } from '@remix-run/react';
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
    <main className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 className={styles.tagline}>{t('app.tagline')}</h1>
      </header>

      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={styles.heading}>
          {t('home.categoriesHeading')}
        </h2>
        {categoriesFailed && tree.length === 0 ? (
          <p role="alert" className={styles.notice}>
            {t('home.categoriesUnavailable')}
          </p>
        ) : (
          <ul className={styles.categoryGrid} data-testid="category-tree">
            {tree.map(({ category, subcategories }) => (
              <li key={category.id} className={styles.categoryCard} data-slug={category.slug}>
                <h3 className={styles.categoryName}>{localizedName(category.meta?.name, locale)}</h3>
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
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="provinces-heading">
        <h2 id="provinces-heading" className={styles.heading}>
          {t('home.provincesHeading')}
        </h2>
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
    </main>
  );
}
