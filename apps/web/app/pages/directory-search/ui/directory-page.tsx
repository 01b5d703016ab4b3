import { Form, Link, useLoaderData, useLocation } from '@remix-run/react';
import { Button, Container, Heading, ListLoader, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Breadcrumbs } from '~/shared/ui/breadcrumbs.tsx';
import { SearchTabs } from '~/widgets/search-tabs/index.ts';
import type { membersLoader } from '../index.server.ts';
import { controlClass } from '~/shared/ui/form/index.ts';
import * as listStates from '~/shared/ui/list-states.css.ts';
import * as styles from './directory-page.css.ts';

/**
 * `/search-result/users` and `/search-result/companies` (ADR 0013): the keyword box, the
 * "Ads | Members | Companies" tabs, the count, the results and a "Next page" link. Everything
 * is a GET form or a link, so the page works the same without JavaScript.
 */
export function DirectorySearchPage() {
  const { title, directory } = useLoaderData<typeof membersLoader>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname, search } = useLocation();
  const { kind } = directory;
  const labels = {
    loading: t('listLoader.loading'),
    noMore: t('listLoader.noMore'),
    noResults: t(`directory.${kind}.none`, { q: directory.q }),
    error: t(`directory.${kind}.error`),
  };

  return (
    <Container as="main" className={styles.page}>
      <Breadcrumbs items={[{ label: t('nav.home'), to: to('/') }, { label: title }]} />
      <Heading level={1}>{title}</Heading>
      <Form
        // A new address (a tab, the next page, back) shows its own keyword.
        key={search}
        method="get"
        action={pathname}
        role="search"
        aria-label={t(`directory.${kind}.label`)}
        className={styles.form}
      >
        <label className={styles.field}>
          <VisuallyHidden>{t('directory.form.keyword')}</VisuallyHidden>
          <input
            type="search"
            name="q"
            defaultValue={directory.q}
            maxLength={directory.maxLength}
            placeholder={t(`directory.${kind}.placeholder`)}
            className={controlClass}
          />
        </label>
        <Button type="submit">{t('directory.form.submit')}</Button>
      </Form>
      <SearchTabs current={kind === 'users' ? 'members' : 'companies'} q={directory.q} />

      <section className={styles.results} aria-labelledby="directory-count">
        <Heading level={2} size={3} id="directory-count" className={styles.count}>
          {directory.count ?? t(`directory.${kind}.title`)}
        </Heading>
        {directory.notes.length > 0 ? (
          <div role="note" className={listStates.note} data-testid="directory-notes">
            <p>{t('directory.notes.heading')}</p>
            <ul>
              {directory.notes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {directory.failed ? (
          <ListLoader
            state="error"
            labels={labels}
            retryLabel={t('directory.retry')}
            retryHref={directory.href}
          />
        ) : !directory.q ? (
          <p className={listStates.empty}>{t(`directory.${kind}.prompt`)}</p>
        ) : directory.rows.length === 0 ? (
          <ListLoader state={directory.paged ? 'no-more' : 'no-results'} labels={labels} />
        ) : (
          <ul className={styles.list} data-testid="directory-results">
            {directory.rows.map((row) => (
              <li key={row.id} className={styles.row}>
                {row.image ? (
                  <img src={row.image} alt="" className={styles.picture} width={56} height={56} />
                ) : (
                  <span aria-hidden="true" className={styles.picture}>
                    {row.initial}
                  </span>
                )}
                <div className={styles.text}>
                  <Heading level={3} className={styles.name}>
                    {row.path ? <Link to={to(row.path)}>{row.name}</Link> : row.name}
                  </Heading>
                  {row.handle ? <p className={styles.handle}>{row.handle}</p> : null}
                  {row.lines.map((line) => (
                    <p key={line} className={styles.line}>
                      {line}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
        {!directory.failed &&
        directory.paged &&
        !directory.nextHref &&
        directory.rows.length > 0 ? (
          <ListLoader state="no-more" labels={labels} />
        ) : null}
        {directory.nextHref ? (
          <nav aria-label={t(`directory.${kind}.pager`)} className={styles.pager}>
            <Link to={directory.nextHref} rel="next">
              {t('directory.nextPage')}
            </Link>
          </nav>
        ) : null}
      </section>
    </Container>
  );
}
