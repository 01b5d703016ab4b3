import { contentLoader } from '~/pages/content/index.server.ts';

export const loader = contentLoader('privacyPolicy');
export { ContentPage as default, meta } from '~/pages/content/index.ts';
