export { useSessionSync } from './model/use-session-sync.ts';
