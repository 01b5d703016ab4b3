import { formatDegrees } from '@repo/domain';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import { controlClass, Field } from '~/shared/ui/form/index.ts';
import { useInView } from '../model/use-in-view.ts';
import { pointOf, type Point } from '../model/point.ts';
import { MapBoundary } from './map-boundary.tsx';
import * as styles from './store-map.css.ts';

// Leaflet comes in a chunk of its own, fetched in the browser only when the map is in view.
const PickerMap = lazy(() =>
  import('./leaflet-maps.tsx').then(async (chunk) => {
    await chunk.ready;
    return { default: chunk.PickerMap };
  }),
);

interface Coordinate {
  /** The form field's name and id. */
  name: string;
  id: string;
  defaultValue: string;
  errors?: string[];
}

/**
 * A branch's point (ADR 0047): latitude and longitude inputs that work without JavaScript;
 * with it, an OpenStreetMap map below them (loaded when it scrolls into view) where a click
 * or a dragged marker fills them, and typed values move the marker.
 */
export function BranchPointPicker({
  tileUrl,
  latitude,
  longitude,
}: {
  /** The tiles' address ({z}/{x}/{y}), from the loader (MAP_TILE_URL). */
  tileUrl: string;
  latitude: Coordinate;
  longitude: Coordinate;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [slot, inView] = useInView<HTMLDivElement>();
  const [lat, setLat] = useState(latitude.defaultValue);
  const [lng, setLng] = useState(longitude.defaultValue);
  const point = pointOf(lat, lng);
  const pick = useCallback((picked: Point) => {
    setLat(formatDegrees(picked.lat));
    setLng(formatDegrees(picked.lng));
  }, []);
  const hintId = `${latitude.id}-point-hint`;

  const input = (
    coordinate: Coordinate,
    value: string,
    set: (value: string) => void,
    label: string,
  ) => (
    <Field id={coordinate.id} label={label} errors={coordinate.errors}>
      {(aria) => (
        <input
          {...aria}
          aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
          name={coordinate.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          value={value}
          onChange={(event) => set(event.target.value)}
          className={controlClass}
        />
      )}
    </Field>
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('storeBranches.fields.point')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('storeBranches.fields.pointHint')}
      </p>
      <div className={styles.coordinates}>
        {input(latitude, lat, setLat, t('storeBranches.fields.latitude'))}
        {input(longitude, lng, setLng, t('storeBranches.fields.longitude'))}
      </div>
      <div
        ref={slot}
        className={hydrated ? styles.slot : undefined}
        role={hydrated ? 'group' : undefined}
        aria-label={hydrated ? t('storeBranches.map.label') : undefined}
        data-testid="branch-point-map"
      >
        {hydrated && inView ? (
          <MapBoundary fallback={<p className={styles.status}>{t('storeBranches.map.failed')}</p>}>
            <Suspense fallback={<p className={styles.status}>{t('storeBranches.map.loading')}</p>}>
              <PickerMap
                tileUrl={tileUrl}
                attribution={t('storeBranches.map.attribution')}
                point={point}
                onPick={pick}
                markerLabel={t('storeBranches.fields.point')}
              />
            </Suspense>
          </MapBoundary>
        ) : null}
      </div>
    </fieldset>
  );
}
