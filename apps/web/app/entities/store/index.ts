/** A store as pages show it (issue 17): its open-now line and its week's hours. */
export { OpenStateLine, WeeklyHours } from './ui/store-hours.tsx';
