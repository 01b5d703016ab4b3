import { useRef, useState } from 'react';

/** A district or commune as GET /api/_places answers it. */
export interface ChildPlace {
  id: string;
  slug: string;
  name: string;
}

/**
 * Loads the districts of a province or the communes of a district from GET /api/_places
 * (`url(parent)`), the latest choice winning: a load started before it is aborted. `status`
 * says whether a list is loading or could not be loaded, for a polite live region.
 */
export function useChildPlaces<Place = ChildPlace>(url: (parent: string) => string) {
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const pending = useRef<AbortController | null>(null);

  async function load(parent: string | undefined, set: (places: Place[]) => void) {
    pending.current?.abort();
    if (!parent) return setStatus('idle');
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    try {
      const response = await fetch(url(parent), { signal: controller.signal });
      if (!response.ok) throw new Error(`places: ${response.status}`);
      set(((await response.json()) as { data: Place[] }).data);
      setStatus('idle');
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  }

  return { status, load };
}
