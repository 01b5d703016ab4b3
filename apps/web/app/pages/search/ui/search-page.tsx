import { Link, useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { FilterForm } from '~/widgets/ad-listing/index.ts';
import type { loader } from '../index.server.ts';
import * as styles from './search-page.css.ts';

export function SearchPage() {
  const { query, search, matches, matchesFailed, mains } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const list = query ? matches : mains;

  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('search.heading')}</Heading>
      <div className={styles.form}>
        <FilterForm form={search.form} options={search.options} action={to('/search-result')} />
      </div>

      <Heading level={2} className={styles.subheading}>
        {query ? t('search.resultsFor', { query }) : t('search.browse')}
      </Heading>
      {query && matches.length === 0 ? (
        <p role="status">
          {matchesFailed ? t('search.categoriesFailed') : t('search.noCategories', { query })}
        </p>
      ) : (
        <ul className={styles.results} data-testid="search-categories">
          {list.map((category) => (
            <li key={category.slug}>
              <Link to={to(`/c-${category.slug}`)}>{category.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
