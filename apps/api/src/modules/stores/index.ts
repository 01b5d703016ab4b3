/** The stores module's door (issue 17, ADRs 0043 and 0046). */
export { registerStores, WATERMARK_JOB } from './stores.module.ts';
