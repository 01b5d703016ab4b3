import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { AdCard } from '~/entities/ad/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { AccountNav } from '~/widgets/account-nav/index.ts';
import type { markedAdsLoader } from '../api/loader.server.ts';
import { MARKED_LISTS } from '../model/marked.ts';
import * as styles from './marked-ads-page.css.ts';
import * as listStates from '~/shared/ui/list-states.css.ts';

type LoaderData = Awaited<ReturnType<ReturnType<typeof markedAdsLoader>>>;

/** /me/likes and /me/saved: the member's liked (saved) ads, each with Unlike (Unsave). */
export function MarkedAdsPage() {
  const { list, ads, nextPage, firstPage } = useLoaderData<LoaderData>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const text = MARKED_LISTS[list];
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t(text.title)}</Heading>
      <p className={styles.muted}>{t(text.description)}</p>
      <AccountNav />
      {ads === null ? (
        <p role="alert" className={listStates.notice}>
          {t('myAds.marked.unavailable')}
        </p>
      ) : ads.length === 0 ? (
        <div className={listStates.empty}>
          <p>{t(text.empty)}</p>
          <Button asChild variant="secondary">
            <Link to={to('/')}>{t('myAds.marked.browse')}</Link>
          </Button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {ads.map((ad) => (
            <AdCard key={ad.id} ad={ad} headingLevel={2}>
              <Form method="post">
                <input type="hidden" name="id" value={ad.id} />
                <Button
                  type="submit"
                  size="sm"
                  variant="secondary"
                  aria-label={`${t(text.remove)}: ${ad.title}`}
                >
                  {t(text.remove)}
                </Button>
              </Form>
            </AdCard>
          ))}
        </ul>
      )}
      {firstPage || nextPage ? (
        <nav aria-label={t(text.title)} className={styles.pager}>
          {firstPage ? <Link to={firstPage}>{t('myAds.marked.firstPage')}</Link> : null}
          {nextPage ? (
            <Link to={nextPage} rel="next">
              {t('myAds.marked.nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Container>
  );
}
