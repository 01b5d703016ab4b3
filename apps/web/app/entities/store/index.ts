/** A store as pages show it (issue 17): its open-now line and its week's hours. */
export { OpenStateLine, WeeklyHours } from './ui/store-hours.tsx';
/** Its company profile for job seekers (ADR 0051): the store's page and its job ads. */
export { CompanyProfile } from './ui/company-profile.tsx';
