export { useSessionSync } from './model/use-session-sync.ts';
export { activeProfileOf } from './model/active-profile.ts';
export type { ActiveProfile, ProfileStore } from './model/active-profile.ts';
