/** The ads module's door: what the app and the other modules may use of it. */
export { effectiveStatus, place } from './ads.answer.ts';
export { parseAdId } from './ads.input.ts';
export { registerAds } from './ads.module.ts';
export {
  adColumns,
  findOwnAd,
  managedBy,
  managersOfAd,
  searchColumns,
  type NewAdRow,
} from './ads.repository.ts';
