import { Form, Link, useLocation, useSubmit } from '@remix-run/react';
import { AD_SORTS } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { controlClass } from '~/shared/ui/form/index.ts';
import type { MyAdsActionData } from '../api/action.server.ts';
import type { MyAdsData } from '../api/my-ads.server.ts';
import { MY_ADS_FILTERS, myAdsSearch } from '../model/my-ads-query.ts';
import { MyAdItem } from './my-ad-item.tsx';
import * as styles from './my-ads.css.ts';
import * as listStates from '~/shared/ui/list-states.css.ts';

/**
 * My ads: status filter and sort held in the address (GET links and a GET form, so they
 * work without JavaScript), one keyset page of rows with their actions, and the link to
 * the next page.
 */
export function MyAds({
  data,
  actionData,
}: {
  data: MyAdsData;
  actionData: MyAdsActionData | undefined;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const { query, ads, nextPage, confirmDelete } = data;
  const filtered = query.status !== 'all';

  return (
    <section aria-labelledby="my-ads-heading" className={styles.section}>
      <div className={styles.header}>
        <Heading level={2} id="my-ads-heading">
          {t('myAds.list.heading')}
        </Heading>
        <Button asChild size="sm">
          <Link to={to('/post')}>{t('myAds.list.postAd')}</Link>
        </Button>
      </div>

      <div className={styles.controls}>
        <nav aria-label={t('myAds.list.filterLabel')}>
          <ul className={styles.filters}>
            {MY_ADS_FILTERS.map((status) => (
              <li key={status}>
                <Link
                  to={`${pathname}${myAdsSearch({ ...query, status, cursor: null })}`}
                  aria-current={status === query.status ? 'page' : undefined}
                  className={styles.filter}
                >
                  {t(`myAds.list.filters.${status}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action={pathname} className={styles.sort}>
          {filtered ? <input type="hidden" name="status" value={query.status} /> : null}
          <label htmlFor="my-ads-sort">{t('myAds.list.sortLabel')}</label>
          <select
            id="my-ads-sort"
            name="sort"
            defaultValue={query.sort}
            className={`${controlClass} ${styles.select}`}
            // With JavaScript the choice applies at once; the button stays for everyone else.
            onChange={(event) => submit(event.currentTarget.form)}
          >
            {AD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`myAds.list.sorts.${sort}`)}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary">
            {t('myAds.list.sortSubmit')}
          </Button>
        </Form>
      </div>

      {ads === null ? (
        <p role="alert" className={listStates.notice}>
          {t('myAds.list.unavailable')}
        </p>
      ) : ads.length === 0 ? (
        <div className={listStates.empty}>
          <p>{t(filtered || query.cursor ? 'myAds.list.emptyFiltered' : 'myAds.list.empty')}</p>
          <Button asChild>
            <Link to={to('/post')}>{t('myAds.list.postAd')}</Link>
          </Button>
        </div>
      ) : (
        <ul className={styles.list}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <MyAdItem
                ad={ad}
                confirmDelete={confirmDelete === ad.id}
                actionData={actionData?.id === ad.id ? actionData : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {query.cursor || nextPage ? (
        <nav aria-label={t('myAds.list.heading')} className={styles.pager}>
          {query.cursor ? (
            <Link to={`${pathname}${myAdsSearch({ ...query, cursor: null })}`}>
              {t('myAds.list.firstPage')}
            </Link>
          ) : null}
          {nextPage ? (
            <Link to={nextPage} rel="next">
              {t('myAds.list.nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
