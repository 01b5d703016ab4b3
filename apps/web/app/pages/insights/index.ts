export { InsightsPage } from './ui/insights-page.tsx';
export { loaderMeta as meta } from '~/shared/lib/page-meta.ts';
