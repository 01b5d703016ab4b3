export { engagementAction, viewBeaconAction, viewBeaconImage } from './api/engagement.server.ts';
export { cardMarksAction } from './api/card-marks.server.ts';
