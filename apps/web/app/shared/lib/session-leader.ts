import { startBrowserSessionLeader, type BrowserSessionLeader } from '@repo/session-leader';
import { useEffect, useState } from 'react';
import { whenIdle } from './after-hydration.ts';

let leader: BrowserSessionLeader | undefined;

/** This tab's place in the multi-tab leadership election (spec §4), joined once per tab. */
export function browserLeader(): BrowserSessionLeader {
  leader ??= startBrowserSessionLeader({ key: 'psar:session-leader' });
  return leader;
}

/**
 * Whether this tab leads. The state is mirrored on <html data-session-leader> for
 * diagnostics and browser tests.
 */
export function useSessionLeader(): boolean {
  const [isLeader, setIsLeader] = useState(false);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    // The election reads and writes localStorage: it runs in a task of its own once the page
    // is idle, not in the hydration's effects, so that no task blocks the main thread long
    // (Total Blocking Time). A tab that just opened has nothing to renew yet.
    const join = () => {
      const current = browserLeader();
      const reflect = (value: boolean) => {
        setIsLeader(value);
        document.documentElement.dataset.sessionLeader = String(value);
      };
      reflect(current.isLeader());
      unsubscribe = current.subscribe(reflect);
    };
    const cancel = whenIdle(join);
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, []);
  return isLeader;
}
