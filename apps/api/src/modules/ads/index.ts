/** The ads module's door: what the app and the other modules may use of it. */
export { registerAds } from './ads.module.ts';
export {
  adColumns,
  effectiveStatus,
  findOwnAd,
  place,
  searchColumns,
  type NewAdRow,
} from './ads.repository.ts';
export { parseAdId } from './ads.service.ts';
