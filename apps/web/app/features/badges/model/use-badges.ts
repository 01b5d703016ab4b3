import { useLocation } from '@remix-run/react';
import type { SessionDelays } from '@repo/domain';
import { broadcastSignal, listenSignal } from '@repo/session-leader';
import { useEffect, useState } from 'react';
import { whenIdle } from '~/shared/lib/after-hydration.ts';
import { browserLeader } from '~/shared/lib/session-leader.ts';
import { BADGES_COOKIE, badgesCookie, parseBadges, type BadgeCounts } from './badges-cookie.ts';

const SIGNAL_KEY = 'psar:badges';

function readCookie(): BadgeCounts | null {
  const match = new RegExp(`(?:^|;\\s*)${BADGES_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseBadges(match?.[1]);
}

async function fetchBadges(): Promise<BadgeCounts | 'signed-out' | null> {
  try {
    const response = await fetch('/api/_badges', { headers: { Accept: 'application/json' } });
    if (response.status === 401) return 'signed-out';
    if (!response.ok) return null;
    const body = (await response.json()) as { badges?: BadgeCounts };
    return body.badges ?? null;
  } catch {
    return null;
  }
}

/**
 * The header's badges (spec §3, §4, §8, §9). Only the leader tab polls, every `badges` ms
 * while signed in, and keeps the answer in the `badges` cookie for 3 minutes; a failed poll
 * tries again after `retry` ms. Every tab shows what the cookie holds, hears the leader's
 * signal when it changes, and reads it again on each page change; a page change that finds no
 * cookie (it expired, or /chats cleared it on reading a conversation) asks at once.
 */
export function useBadges(loggedIn: boolean, delays: SessionDelays, isLeader: boolean) {
  const [counts, setCounts] = useState<BadgeCounts | null>(null);
  const { key } = useLocation();

  // Another tab's answer, at once.
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = listenSignal(window, SIGNAL_KEY, () => setCounts(readCookie()));
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [loggedIn]);

  // What the cookie holds on each page; none: ask now (the page in front, once).
  useEffect(() => {
    if (!loggedIn) {
      setCounts(null);
      return;
    }
    let stopped = false;
    const cancel = whenIdle(() => {
      const known = readCookie();
      setCounts(known);
      if (known) return;
      void fetchBadges().then((answer) => {
        if (stopped || answer === null || answer === 'signed-out') return;
        document.cookie = badgesCookie(answer, location.protocol === 'https:');
        setCounts(answer);
        broadcastSignal(localStorage, SIGNAL_KEY, { type: 'badges', from: browserLeader().tabId });
      });
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [loggedIn, key]);

  // The leader's poll.
  useEffect(() => {
    if (!loggedIn || !isLeader) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function poll() {
      const answer = await fetchBadges();
      if (stopped || answer === 'signed-out') return;
      if (answer) {
        document.cookie = badgesCookie(answer, location.protocol === 'https:');
        setCounts(answer);
        broadcastSignal(localStorage, SIGNAL_KEY, { type: 'badges', from: browserLeader().tabId });
      }
      timer = setTimeout(() => void poll(), answer ? delays.badges : delays.retry);
    }
    timer = setTimeout(() => void poll(), delays.badges);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [loggedIn, isLeader, delays.badges, delays.retry]);

  return counts;
}
