import { apiClientRules, base } from './base.js';

/** The config of `@repo/api-client`: the base, where API addresses may be written. */
export default [...base, { rules: apiClientRules }];
