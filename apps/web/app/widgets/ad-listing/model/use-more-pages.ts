import { useFetcher } from '@remix-run/react';
import { useCallback, useRef, useState } from 'react';
import type { AdCardView } from '~/entities/ad/index.ts';

/** What a listing page's loader answers a fetcher: its widget data under `listing`. */
interface PageData {
  listing?: { cards: AdCardView[]; nextHref: string | null; failed: boolean };
}

/** A page loaded after the first: its cards and the page after it. */
interface LoadedPage {
  cards: AdCardView[];
  nextHref: string | null;
}

/**
 * With JavaScript, the pages after the first are appended to the list as the reader reaches
 * its end (`load`, called by the list's sentinel): each is the next page's own address,
 * loaded by a fetcher and kept by that address. What is shown is derived on every render:
 * starting from this address's first "next page", each loaded page follows the one whose next
 * it is. So a new address (other filters) shows only its own pages, a page that arrives late
 * for an earlier address is never shown under a new one, and nothing depends on when effects
 * or the router's transitions run (a slow phone renders them late).
 */
export function useMorePages(firstNext: string | null) {
  const fetcher = useFetcher<PageData>();
  /** Loaded pages by their address; the page the fetcher is (or was last) asked for. */
  const pages = useRef(new Map<string, LoadedPage>());
  const askedFor = useRef<string | null>(null);
  const seen = useRef<unknown>(fetcher.data);
  const [failedHref, setFailedHref] = useState<string | null>(null);

  // Keep the fetcher's answer under the address it was asked for (once per answer).
  const data = fetcher.data;
  if (fetcher.state === 'idle' && data !== undefined && data !== seen.current) {
    seen.current = data;
    const href = askedFor.current;
    const page = data.listing;
    if (href !== null && page && !page.failed)
      pages.current.set(href, { cards: page.cards, nextHref: page.nextHref });
    else if (href !== null && failedHref !== href) setFailedHref(href);
  }

  // The chain of loaded pages from this address's first next page.
  const cards: AdCardView[] = [];
  const ids = new Set<string>();
  let next = firstNext;
  for (let guard = 0; next !== null && guard < 500; guard++) {
    const page = pages.current.get(next);
    if (!page) break;
    for (const card of page.cards) {
      if (ids.has(card.id)) continue;
      ids.add(card.id);
      cards.push(card);
    }
    next = page.nextHref;
  }

  const loading = fetcher.state !== 'idle';
  const failed = next !== null && failedHref === next;
  const load = useCallback(() => {
    if (!next || loading) return;
    setFailedHref(null);
    askedFor.current = next;
    fetcher.load(next);
    // fetcher.load is stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next, loading]);

  return { cards, next, loading, failed, load, appended: cards.length > 0 };
}
