import { useRevalidator } from '@remix-run/react';
import type { SessionDelays } from '@repo/domain';
import { broadcastSignal, listenSignal } from '@repo/session-leader';
import { useEffect, useRef } from 'react';
import { whenIdle } from '~/shared/lib/after-hydration.ts';
import { browserLeader } from '~/shared/lib/session-leader.ts';

const SIGNAL_KEY = 'psar:session-signal';

/** A readable cookie of this page (the tokens themselves are HttpOnly). */
function pageCookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * Keeps every tab's idea of the session right (spec §4, §8):
 * - the leader tab renews the tokens `renewToken` ms before they expire (POST
 *   /api/_auth/session); a refusal below 500 is a local logout, 500+ or no answer retries
 *   after `retry` ms;
 * - the leader checks the session every `userLogin` ms (GET /api/_auth/session);
 * - a sign-in or sign-out in one tab reaches the others at once through a storage signal.
 */
export function useSessionSync(loggedIn: boolean, delays: SessionDelays, isLeader: boolean) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const previous = useRef(loggedIn);

  // Tell the other tabs when this tab signs in or out.
  useEffect(() => {
    if (previous.current === loggedIn) return;
    previous.current = loggedIn;
    broadcastSignal(localStorage, SIGNAL_KEY, {
      type: loggedIn ? 'signed-in' : 'signed-out',
      from: browserLeader().tabId,
    });
  }, [loggedIn]);

  // Hear the other tabs. A storage listener opens the page's storage (a round trip to the
  // browser process): it is added when the page is idle, not in the hydration's effects.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = listenSignal(window, SIGNAL_KEY, (message) => {
        const signedIn = message.type === 'signed-in';
        if (signedIn !== previous.current) {
          previous.current = signedIn;
          revalidateRef.current();
        }
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);

  // The leader renews and polls.
  useEffect(() => {
    if (!loggedIn || !isLeader) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const later = (run: () => void, ms: number) => {
      if (!stopped) timer = setTimeout(run, Math.max(0, ms));
    };
    const signedOut = () => {
      if (stopped) return;
      stopped = true;
      revalidateRef.current();
    };

    async function renew() {
      try {
        const response = await fetch('/api/_auth/session', {
          method: 'POST',
          headers: { Accept: 'application/json' },
        });
        if (response.ok) return scheduleRenewal();
        if (response.status < 500) return signedOut();
      } catch {
        // no answer: retry below
      }
      later(() => void renew(), delays.retry);
    }

    function scheduleRenewal() {
      const expireAt = Number(pageCookie('token_expire_at'));
      if (!Number.isFinite(expireAt) || expireAt <= 0) return;
      later(() => void renew(), expireAt - delays.renewToken - Date.now());
    }

    async function poll() {
      try {
        const response = await fetch('/api/_auth/session', {
          headers: { Accept: 'application/json' },
        });
        const session = (await response.json()) as { loggedIn?: boolean };
        if (session.loggedIn === false) return signedOut();
      } catch {
        // the session could not be loaded: an empty session, try again later
      }
      pollTimer = setTimeout(() => void poll(), delays.userLogin);
    }

    scheduleRenewal();
    let pollTimer = setTimeout(() => void poll(), delays.userLogin);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(pollTimer);
    };
  }, [loggedIn, isLeader, delays.renewToken, delays.retry, delays.userLogin]);
}
