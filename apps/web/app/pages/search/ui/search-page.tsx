import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button, Container, Heading, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { localizedName } from '~/shared/lib/localized-name.ts';
import type { loader } from '../index.server.ts';
import * as styles from './search-page.css.ts';

export function SearchPage() {
  const { query, matches, mains } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const list = query ? matches : mains;

  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('search.heading')}</Heading>
      <Form method="get" action={to('/search-result')} role="search" className={styles.form}>
        <label className={styles.field}>
          <VisuallyHidden>{t('header.searchLabel')}</VisuallyHidden>
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder={t('header.searchPlaceholder')}
            className={styles.input}
          />
        </label>
        <Button type="submit">{t('header.searchButton')}</Button>
      </Form>

      <Heading level={2} className={styles.subheading}>
        {query ? t('search.resultsFor', { query }) : t('search.browse')}
      </Heading>
      {query && matches.length === 0 ? (
        <p role="status">{t('search.noCategories', { query })}</p>
      ) : (
        <ul className={styles.results} data-testid="search-categories">
          {list.map((category) => (
            <li key={category.id}>
              <Link to={to(`/c-${category.slug}`)}>
                {localizedName(category.meta?.name, locale)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
