import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Card, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import type { loader } from '../index.server.ts';
import * as styles from './home-page.css.ts';

export function HomePage() {
  const { tree, categoriesFailed, provinces, provincesFailed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();

  return (
    <Container as="main" className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.brand}>{t('app.name')}</p>
        <Heading level={1}>{t('app.tagline')}</Heading>
      </header>

      <ReferenceSection
        id="categories-heading"
        title={t('home.categoriesHeading')}
        unavailable={
          categoriesFailed && tree.length === 0 ? t('home.categoriesUnavailable') : undefined
        }
      >
        <ul className={styles.categoryGrid} data-testid="category-tree">
          {tree.map(({ slug, name, subcategories }) => (
            <Card as="li" key={slug} data-slug={slug}>
              <Heading level={3} className={styles.categoryName}>
                {name}
              </Heading>
              <p className={styles.muted}>
                {t('home.subcategoryCount', { count: subcategories.length })}
              </p>
              <ul className={styles.subList}>
                {subcategories.map((sub) => (
                  <li key={sub.slug} data-slug={sub.slug}>
                    {sub.name}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </ReferenceSection>

      <ReferenceSection
        id="provinces-heading"
        title={t('home.provincesHeading')}
        unavailable={
          provincesFailed && provinces.length === 0 ? t('home.provincesUnavailable') : undefined
        }
      >
        <ul className={styles.provinceList} data-testid="province-list">
          {provinces.map((province) => (
            <li key={province.slug} data-slug={province.slug}>
              {province.name}
            </li>
          ))}
        </ul>
      </ReferenceSection>
    </Container>
  );
}

/** A titled block of reference data, or a notice when it could not be loaded. */
function ReferenceSection(props: {
  id: string;
  title: string;
  unavailable?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id}>
      <Heading level={2} id={props.id} className={styles.heading}>
        {props.title}
      </Heading>
      {props.unavailable ? (
        <p role="alert" className={styles.notice}>
          {props.unavailable}
        </p>
      ) : (
        props.children
      )}
    </section>
  );
}
