import type { SessionLeader } from './leader.ts';
import {
  defaultClearInterval,
  defaultSetInterval,
  type ClearIntervalFn,
  type SetIntervalFn,
} from './types.ts';

/** What a task needs from the leader. */
export type LeaderSource = Pick<SessionLeader, 'isLeader' | 'subscribe'>;

export interface LeaderTaskOptions {
  /**
   * The job (token renewal check, badges poll). May return a promise: the task does not
   * run again before it settles. `signal` aborts when this tab loses leadership or the
   * task is stopped.
   */
  run: (signal: AbortSignal) => unknown;
  /** Period of the job while this tab leads. */
  intervalMs: number;
  /** Run once as soon as the tab becomes leader, then every `intervalMs`. Default `true`. */
  runOnLead?: boolean;
  /** Receives what `run` throws or rejects with (except after its signal aborted). Default: ignored. */
  onError?: (error: unknown) => void;
  setInterval?: SetIntervalFn;
  clearInterval?: ClearIntervalFn;
}

export interface LeaderTask {
  /** Runs the job now if this tab leads and no run is pending. Returns whether it started a run. */
  runNow(): boolean;
  /** Whether the job is scheduled (this tab leads and the task is not stopped). */
  isActive(): boolean;
  /** Whether a run is pending (its promise has not settled). */
  isRunning(): boolean;
  /** Unschedules the job for good, aborts a pending run and unsubscribes from the leader. */
  stop(): void;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Schedules `run` every `intervalMs` only while `leader` says this tab leads: the schedule
 * starts when the tab becomes leader and stops (aborting a pending run) when it loses it.
 * Runs never overlap: a tick is skipped while the previous run's promise is pending.
 */
export function createLeaderTask(leader: LeaderSource, options: LeaderTaskOptions): LeaderTask {
  const { run, intervalMs } = options;
  const runOnLead = options.runOnLead ?? true;
  const onError = options.onError ?? (() => {});
  const setIntervalFn = options.setInterval ?? defaultSetInterval;
  const clearIntervalFn = options.clearInterval ?? defaultClearInterval;

  let stopped = false;
  let timer: unknown;
  let active = false;
  let running = false;
  let controller: AbortController | null = null;

  function report(error: unknown, signal: AbortSignal): void {
    if (signal.aborted) return;
    try {
      onError(error);
    } catch {
      // The error handler failed as well: nothing left to report to.
    }
  }

  function fire(): boolean {
    if (stopped || running || !leader.isLeader()) return false;
    running = true;
    const current = new AbortController();
    controller = current;
    const finish = () => {
      running = false;
      if (controller === current) controller = null;
    };
    let result: unknown;
    try {
      result = run(current.signal);
    } catch (error) {
      finish();
      report(error, current.signal);
      return true;
    }
    if (isThenable(result)) {
      Promise.resolve(result).then(finish, (error: unknown) => {
        finish();
        report(error, current.signal);
      });
    } else {
      finish();
    }
    return true;
  }

  function activate(): void {
    if (active || stopped) return;
    active = true;
    timer = setIntervalFn(fire, intervalMs);
    if (runOnLead) fire();
  }

  function deactivate(): void {
    if (active) {
      active = false;
      clearIntervalFn(timer);
      timer = undefined;
    }
    controller?.abort();
  }

  const unsubscribe = leader.subscribe((isLeader) => {
    if (isLeader) activate();
    else deactivate();
  });
  if (leader.isLeader()) activate();

  return {
    runNow: fire,
    isActive: () => active,
    isRunning: () => running,
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      deactivate();
    },
  };
}
