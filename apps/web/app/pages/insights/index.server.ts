export { insightsLoader } from './api/loader.server.ts';
