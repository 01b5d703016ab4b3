import { startBrowserSessionLeader, type BrowserSessionLeader } from '@repo/session-leader';
import { useEffect, useState } from 'react';

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
    const current = browserLeader();
    const reflect = (value: boolean) => {
      setIsLeader(value);
      document.documentElement.dataset.sessionLeader = String(value);
    };
    reflect(current.isLeader());
    return current.subscribe(reflect);
  }, []);
  return isLeader;
}
