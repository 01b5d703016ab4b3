import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` in a task of its own when the browser is idle (at most `timeout` ms later), not
 * in the hydration's effects: work moved out of that one long task keeps every task short
 * (Total Blocking Time). Returns its cancel.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/** Set by the first hydration's effects: a component mounted after it renders hydrated at once. */
let hydratedOnce = false;

/**
 * False in the server's page and the hydration's render, true once React runs the page (and at
 * once in a component mounted later, after a client navigation). The switch is a transition:
 * React renders what it changes in small interruptible slices after hydration, instead of one
 * blocking render (React 18 renders an update made in an effect in one go). Every switch asked
 * for in the hydration's effects shares one transition, so they land in one commit.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
    // Once: the switch never goes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return hydrated;
}

/**
 * False until the browser is idle after hydration: for what only a hydrated page can use and
 * that has to load its code first (the ad page's "Copy link"), so that neither the code's
 * request nor its render joins the hydration's tasks.
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
