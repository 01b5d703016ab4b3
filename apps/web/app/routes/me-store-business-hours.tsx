export {
  businessHoursAction as action,
  businessHoursLoader as loader,
} from '~/pages/stores/index.server.ts';
export { BusinessHoursPage as default, meta } from '~/pages/stores/index.ts';
