export { cardMarksAction as action } from '~/features/ad-engagement/index.server.ts';
