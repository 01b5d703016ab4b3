import { useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdCardView } from '~/entities/ad/index.ts';

/** What a listing page's loader answers a fetcher: its widget data under `listing`. */
interface PageData {
  listing?: { cards: AdCardView[]; nextHref: string | null; failed: boolean };
}

/** The pages appended under one address. */
interface Appended {
  key: string;
  cards: AdCardView[];
  next: string | null;
  failed: boolean;
}

/**
 * With JavaScript, the pages after the first are appended to the list as the reader reaches
 * its end (`load`, called by the list's sentinel): each is the next page's own address,
 * loaded by a fetcher. Starts again whenever the page's address changes (`resetKey`): the
 * reset happens in the render that sees the new address (not in an effect after it), so the
 * sentinel can never ask for the previous address's next page under the new one, and a page
 * that arrives when it is no longer the list's next page is dropped.
 */
export function useMorePages(firstNext: string | null, resetKey: string) {
  const fetcher = useFetcher<PageData>();
  const [stored, setStored] = useState<Appended>(() => fresh(resetKey, firstNext));
  let state = stored;
  if (stored.key !== resetKey) {
    // React's "adjust state while rendering": the render is redone before anything shows.
    state = fresh(resetKey, firstNext);
    setStored(state);
  }
  const handled = useRef<unknown>(fetcher.data);
  /**
   * The page asked for (its own address). A page is appended only while it is still the list's
   * next page: after the address changed, or a reset, it is not, and it is dropped.
   */
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || data === undefined || handled.current === data) return;
    handled.current = data;
    const asked = askedFor.current;
    const page = data.listing;
    setStored((shown) => {
      // Not the list's next page any more (the filters changed while it loaded): dropped.
      if (asked !== shown.next) return shown;
      if (!page || page.failed) return { ...shown, failed: true };
      const ids = new Set(shown.cards.map((card) => card.id));
      return {
        ...shown,
        cards: [...shown.cards, ...page.cards.filter((card) => !ids.has(card.id))],
        next: page.nextHref,
      };
    });
  }, [fetcher.state, fetcher.data]);

  const loading = fetcher.state !== 'idle';
  const { next, key } = state;
  const load = useCallback(() => {
    if (!next || loading) return;
    setStored((shown) => (shown.key === key && shown.failed ? { ...shown, failed: false } : shown));
    askedFor.current = next;
    fetcher.load(next);
    // fetcher.load is stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next, key, loading]);

  return {
    cards: state.cards,
    next,
    loading,
    failed: state.failed,
    load,
    appended: state.cards.length > 0,
  };
}

function fresh(key: string, next: string | null): Appended {
  return { key, cards: [], next, failed: false };
}
