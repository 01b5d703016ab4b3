export { insightsLoader as loader } from '~/pages/insights/index.server.ts';
export { InsightsPage as default, meta } from '~/pages/insights/index.ts';
