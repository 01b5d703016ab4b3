import { directionsUrl } from '@repo/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import { useInView } from '../model/use-in-view.ts';
import { MapBoundary } from './map-boundary.tsx';
import * as styles from './store-map.css.ts';

const BranchesLeafletMap = lazy(() =>
  import('./leaflet-maps.tsx').then(async (chunk) => {
    await chunk.ready;
    return { default: chunk.BranchesLeafletMap };
  }),
);

/** What the map needs of a branch (a `PublicBranch` or a `StoreBranch` has it). */
export interface BranchOnMap {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Several branches on one map (ADR 0047), for the public store page: each marker's popup names
 * the branch and links to directions. Leaflet loads only when the map scrolls into view, and
 * never without JavaScript: then the list of branches with their directions links is all
 * there is. `keepList` (default) keeps that list under the map too; without it the map
 * replaces the list once it shows.
 */
export function BranchesMap({
  tileUrl,
  branches,
  keepList = true,
  listed = true,
}: {
  tileUrl: string;
  branches: readonly BranchOnMap[];
  keepList?: boolean;
  /** False: the page lists the branches (and their directions) itself; the map only. */
  listed?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [slot, inView] = useInView<HTMLDivElement>();
  const mapped = useMemo(
    () =>
      branches.flatMap((branch, index) =>
        branch.latitude === null || branch.longitude === null
          ? []
          : [
              {
                key: String(index),
                name: branch.name,
                lat: branch.latitude,
                lng: branch.longitude,
                directions: directionsUrl(branch.latitude, branch.longitude),
              },
            ],
      ),
    [branches],
  );
  const showMap = hydrated && mapped.length > 0;
  if (mapped.length === 0) return null;
  return (
    <section aria-label={t('storeBranches.map.branchesLabel')} data-testid="branches-map">
      {showMap ? (
        <div ref={slot} className={styles.slot}>
          {inView ? (
            <MapBoundary
              fallback={<p className={styles.status}>{t('storeBranches.map.failed')}</p>}
            >
              <Suspense
                fallback={<p className={styles.status}>{t('storeBranches.map.loading')}</p>}
              >
                <BranchesLeafletMap
                  tileUrl={tileUrl}
                  attribution={t('storeBranches.map.attribution')}
                  branches={mapped}
                  directionsLabel={t('storeBranches.directions')}
                />
              </Suspense>
            </MapBoundary>
          ) : null}
        </div>
      ) : null}
      {listed && (keepList || !showMap) ? (
        <ul className={styles.list}>
          {mapped.map((branch) => (
            <li key={branch.key} className={styles.item}>
              <span>{branch.name}</span>
              <a
                href={branch.directions}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('storeBranches.directionsTo', { name: branch.name })}
              >
                {t('storeBranches.directions')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
