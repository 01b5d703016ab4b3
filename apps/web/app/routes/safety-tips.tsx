import { contentLoader } from '~/pages/content/index.server.ts';

export const loader = contentLoader('safetyTips');
export { ContentPage as default, meta } from '~/pages/content/index.ts';
