import { Link, useLoaderData } from '@remix-run/react';
import { Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { insightsLoader } from '../api/loader.server.ts';
import { CHART_SERIES } from '../model/chart.ts';
import { InsightsChart, InsightsTable } from './insights-chart.tsx';
import * as styles from './insights-page.css.ts';

/** /insights/{id}: the owner's totals and the 30-day chart of an ad. */
export function InsightsPage() {
  const { insights, dates, axisDates, ad } = useLoaderData<typeof insightsLoader>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Container as="main" className={styles.page}>
      <p className={styles.back}>
        <Link to={to('/me')}>{t('myAds.insights.backToMyAds')}</Link>
      </p>
      <Heading level={1}>{t('myAds.insights.heading')}</Heading>
      {ad ? (
        <p className={styles.adTitle}>
          <Link to={to(ad.path)}>{ad.title}</Link>
        </p>
      ) : null}
      <p className={styles.muted}>{t('myAds.insights.description')}</p>

      <section aria-labelledby="insights-totals" className={styles.totalsSection}>
        <Heading level={2} size={3} id="insights-totals">
          {t('myAds.insights.last30')}
        </Heading>
        <dl className={styles.totals}>
          {CHART_SERIES.map((series) => (
            <div key={series.key} className={styles.total} data-total={series.key}>
              <dt>{t(series.label)}</dt>
              <dd className={styles.totalValue}>{insights.totals[series.key]}</dd>
              <dd className={styles.allTime}>
                {t('myAds.insights.allTime')}: {insights.all_time[series.key]}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <InsightsChart insights={insights} dates={dates} axisDates={axisDates} />
      <InsightsTable insights={insights} dates={dates} />
    </Container>
  );
}
