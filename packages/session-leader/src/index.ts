export {
  createSessionLeader,
  createTabId,
  parseLeaderRecord,
  DEFAULT_LEADER_KEY,
  type LeaderRecord,
  type SessionLeader,
  type SessionLeaderOptions,
} from './leader.ts';
export {
  createLeaderTask,
  type LeaderSource,
  type LeaderTask,
  type LeaderTaskOptions,
} from './task.ts';
export {
  broadcastSignal,
  listenSignal,
  parseSignal,
  readSignalEvent,
  type SignalMessage,
  type StorageEventSource,
} from './signal.ts';
export {
  startBrowserSessionLeader,
  type BrowserSessionLeader,
  type BrowserSessionLeaderOptions,
  type BrowserWindowLike,
  type PageTransitionEventLike,
} from './browser.ts';
export type { ClearIntervalFn, SetIntervalFn, StorageEventLike, StorageLike } from './types.ts';
