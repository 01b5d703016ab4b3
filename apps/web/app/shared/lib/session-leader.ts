import { startBrowserSessionLeader, type BrowserSessionLeader } from '@repo/session-leader';
import { useEffect, useState } from 'react';

let leader: BrowserSessionLeader | undefined;

/**
 * Joins the multi-tab leadership election (spec §4) once per tab and tracks whether
 * this tab leads. The state is mirrored on <html data-session-leader> for diagnostics
 * and browser tests.
 */
export function useSessionLeader(): boolean {
  const [isLeader, setIsLeader] = useState(false);
  useEffect(() => {
    leader ??= startBrowserSessionLeader({ key: 'psar:session-leader' });
    const reflect = (value: boolean) => {
      setIsLeader(value);
      document.documentElement.dataset.sessionLeader = String(value);
    };
    reflect(leader.isLeader());
    return leader.subscribe(reflect);
  }, []);
  return isLeader;
}
