export { insightsLoader } from './api/insights.server.ts';
