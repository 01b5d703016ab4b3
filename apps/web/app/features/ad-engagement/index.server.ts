export { countView, engagementAction, engagementActionRan } from './api/engagement.server.ts';
