import { BUILD_CHECK_SUPPRESS_MS } from '@repo/domain';
import { useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

const RELOAD_KEY = 'psar:reloaded';
/** The navigation in flight; if the page reloads before it lands, it is finished as a full load. */
const PENDING_KEY = 'psar:pending-navigation';
/** How often an idle tab asks whether a new build is out. */
const CHECK_INTERVAL_MS = 5 * 60_000;

function currentBuildId(): string | undefined {
  return (window as unknown as { __remixManifest?: { version?: string } }).__remixManifest?.version;
}

/**
 * Reloads this document unless it was already reloaded for the same path in the last
 * 10 s (spec §9), so a broken deployment cannot loop.
 */
export function reloadOnce(reason: string): boolean {
  const path = window.location.pathname;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as {
      path: string;
      at: number;
    } | null;
    if (last && last.path === path && Date.now() - last.at < BUILD_CHECK_SUPPRESS_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // storage unavailable: reload anyway, the browser's own history stops loops
  }
  console.info(`[build-check] reloading: ${reason}`);
  window.location.reload();
  return true;
}

/**
 * New deployments: the tab asks /builds/latest.json (on focus and every few minutes);
 * when the id differs from the build it runs, its next navigation loads as a full
 * page. A failed chunk preload is treated the same way.
 */
export function useBuildCheck(): void {
  const stale = useRef(false);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const first = useRef(true);

  // A route's code failing to load makes Remix reload the page it was on; finish the
  // navigation the visitor asked for instead (once per path per 10 s).
  useEffect(() => {
    try {
      const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
        to: string;
        at: number;
      } | null;
      sessionStorage.removeItem(PENDING_KEY);
      // Only a reload (what Remix does when route code fails to load) resumes the navigation;
      // a link, a typed address or Back is the visitor's own choice.
      const entry = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      if (entry?.type !== 'reload') return;
      const here = `${window.location.pathname}${window.location.search}`;
      if (pending && pending.to !== here && Date.now() - pending.at < BUILD_CHECK_SUPPRESS_MS) {
        window.location.replace(pending.to);
      }
    } catch {
      // storage unavailable: nothing to resume
    }
  }, []);

  useEffect(() => {
    try {
      if (navigation.state === 'loading' && navigation.location) {
        const to = `${navigation.location.pathname}${navigation.location.search}`;
        sessionStorage.setItem(PENDING_KEY, JSON.stringify({ to, at: Date.now() }));
      } else if (navigation.state === 'idle') {
        sessionStorage.removeItem(PENDING_KEY);
      }
    } catch {
      // storage unavailable
    }
  }, [navigation.state, navigation.location]);

  useEffect(() => {
    const check = async () => {
      const running = currentBuildId();
      if (!running || stale.current) return;
      try {
        const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const { id } = (await response.json()) as { id?: string };
        if (id && id !== running) stale.current = true;
      } catch {
        // offline or server down: try again later
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce('a chunk failed to load');
    };
    void check();
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stale.current) reloadOnce('a new build is deployed');
  }, [pathname, search]);
}
