import { useEffect, useState } from 'react';

/** False in the server's page and the first browser render, true once React runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
