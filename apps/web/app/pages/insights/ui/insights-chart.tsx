import type { AdInsights } from '@repo/domain';
import { useTranslation } from 'react-i18next';
import {
  buildChart,
  CHART_SERIES,
  markerPath,
  type MarkerShape,
  type SeriesKey,
} from '../model/chart.ts';
import * as styles from './insights-page.css.ts';

const MARKER_SIZE = 7;

function Marker({
  shape,
  x,
  y,
  size = MARKER_SIZE,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  size?: number;
}) {
  if (shape === 'circle') return <circle cx={x} cy={y} r={size / 2} />;
  return <path d={markerPath(shape, x, y, size)} />;
}

/** The colour of each series (the marker and dash tell them apart without it). */
const SERIES_CLASS: Record<SeriesKey, string> = {
  views: styles.seriesViews,
  likes: styles.seriesLikes,
  saves: styles.seriesSaves,
  phone_reveals: styles.seriesPhones,
};

/**
 * The 30-day line chart, inline SVG drawn on the server (no JavaScript, no chart library).
 * The SVG is one image with a title and a summary; the legend shows each series' line and
 * marker; the numbers of every day are in the table below it.
 */
export function InsightsChart({
  insights,
  dates,
  axisDates,
}: {
  insights: AdInsights;
  /** Each day (YYYY-MM-DD) as the page writes it. */
  dates: Record<string, string>;
  /** Each day as the axis writes it: short, without the year (the title has the range). */
  axisDates: Record<string, string>;
}) {
  const { t } = useTranslation();
  const chart = buildChart(insights.days);
  const { box, plot } = chart;
  const date = (day: string) => dates[day] ?? day;
  const { totals } = insights;

  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby="insights-chart-title"
        aria-describedby="insights-chart-desc"
        className={styles.chart}
        data-testid="insights-chart"
      >
        <title id="insights-chart-title">
          {t('myAds.insights.chartTitle', { from: date(insights.from), to: date(insights.to) })}
        </title>
        <desc id="insights-chart-desc">
          {t('myAds.insights.chartSummary', {
            views: totals.views,
            likes: totals.likes,
            saves: totals.saves,
            phones: totals.phone_reveals,
          })}
        </desc>
        <g className={styles.grid}>
          {chart.yTicks.map((tick) => (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
                {tick.value}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick, index) => (
            <text
              key={tick.index}
              x={tick.x}
              y={plot.bottom + 22}
              textAnchor={
                index === 0 ? 'start' : index === chart.xTicks.length - 1 ? 'end' : 'middle'
              }
            >
              {axisDates[tick.date] ?? date(tick.date)}
            </text>
          ))}
        </g>
        {chart.series.map((series) => (
          <g key={series.key} className={SERIES_CLASS[series.key]} data-series={series.key}>
            <path
              d={series.path}
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeDasharray={series.dash || undefined}
              strokeLinejoin="round"
            />
            <g fill="currentColor">
              {series.points.map((point) => (
                <Marker key={point.date} shape={series.marker} x={point.x} y={point.y} />
              ))}
            </g>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label={t('myAds.insights.legend')}>
          {CHART_SERIES.map((series) => (
            <li key={series.key} className={SERIES_CLASS[series.key]}>
              <svg width="40" height="14" viewBox="0 0 40 14" aria-hidden="true" focusable="false">
                <line
                  x1="2"
                  x2="38"
                  y1="7"
                  y2="7"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeDasharray={series.dash || undefined}
                />
                <g fill="currentColor">
                  <Marker shape={series.marker} x={20} y={7} size={9} />
                </g>
              </svg>
              <span className={styles.legendLabel}>{t(series.label)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Every day's numbers: the chart's text alternative, open without JavaScript too. */
export function InsightsTable({
  insights,
  dates,
}: {
  insights: AdInsights;
  dates: Record<string, string>;
}) {
  const { t } = useTranslation();
  const date = (day: string) => dates[day] ?? day;
  return (
    <details className={styles.details}>
      <summary>{t('myAds.insights.table')}</summary>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {t('myAds.insights.chartTitle', {
            from: date(insights.from),
            to: date(insights.to),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('myAds.insights.date')}</th>
            {CHART_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {t(series.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {insights.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{date(day.date)}</time>
              </th>
              {CHART_SERIES.map((series) => (
                <td key={series.key}>{day[series.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('myAds.insights.last30')}</th>
            {CHART_SERIES.map((series) => (
              <td key={series.key}>{insights.totals[series.key]}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
