export { countView, engagementAction, engagementActionRan } from './api/engagement.server.ts';
export { cardMarksAction } from './api/card-marks.server.ts';
