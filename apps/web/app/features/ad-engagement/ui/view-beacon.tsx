import { useEffect } from 'react';
import { whenIdle } from '~/shared/lib/after-hydration.ts';
import * as styles from './engagement.css.ts';

/**
 * Counts this visit as a view of the ad (ADR 0011) once the page shows: with JavaScript a POST
 * to /api/_views/{id}; without, a 1×1 image the browser loads from `<noscript>`. The page
 * itself, which may come from the shared cache, counts nothing.
 */
export function ViewBeacon({ adId }: { adId: string }) {
  const url = `/api/_views/${encodeURIComponent(adId)}`;
  // Sent when the page is idle, in a task of its own rather than in the hydration's effects.
  useEffect(
    () =>
      whenIdle(() => {
        void fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(
          () => {},
        );
      }),
    [url],
  );
  return (
    <noscript>
      <img src={url} alt="" aria-hidden="true" width={1} height={1} className={styles.beacon} />
    </noscript>
  );
}
