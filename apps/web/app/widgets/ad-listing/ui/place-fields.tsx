import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChildPlaces } from '~/entities/location/index.ts';
import { useLocale } from '~/shared/i18n/index.ts';
import type { PlaceChoices, PlaceOption } from '../api/place-choices.server.ts';
import * as styles from './ad-listing.css.ts';
import { controlClass } from '~/shared/ui/form/index.ts';

type Level = 'province' | 'district' | 'commune';

/**
 * Province → district → commune, each a `location` select (ADR 0015): the listing keeps the
 * most precise place chosen. Without JavaScript the districts of a province show once the
 * form is sent with it (the server drops a district left over from another province); with
 * JavaScript choosing a province loads its districts, and a district its communes, at once.
 */
export function PlaceFields({ choices }: { choices: PlaceChoices }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [selected, setSelected] = useState(choices.selected);
  const [districts, setDistricts] = useState(choices.districts);
  const [communes, setCommunes] = useState(choices.communes);
  const { status, load: loadPlaces } = useChildPlaces<PlaceOption>(
    (parent) => `/api/_places?parent=${encodeURIComponent(parent)}&lng=${locale}`,
  );
  const load = (parent: PlaceOption | undefined, set: (places: PlaceOption[]) => void) =>
    loadPlaces(parent?.id, set);

  function choose(level: Level, slug: string) {
    if (level === 'province') {
      setSelected({ province: slug, district: '', commune: '' });
      setCommunes(null);
      setDistricts(slug ? [] : null);
      if (slug)
        void load(
          choices.provinces.find((place) => place.slug === slug),
          setDistricts,
        );
    } else if (level === 'district') {
      setSelected((current) => ({ ...current, district: slug, commune: '' }));
      setCommunes(slug ? [] : null);
      if (slug)
        void load(
          districts?.find((place) => place.slug === slug),
          setCommunes,
        );
    } else {
      setSelected((current) => ({ ...current, commune: slug }));
    }
  }

  const nameOf = (places: PlaceOption[] | null, slug: string) =>
    places?.find((place) => place.slug === slug)?.name ?? slug;

  const select = (level: Level, label: string, any: string, places: PlaceOption[]) => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select
        name="location"
        value={selected[level]}
        onChange={(event) => choose(level, event.target.value)}
        className={controlClass}
        data-testid={`place-${level}`}
      >
        <option value="">{any}</option>
        {places.map((place) => (
          <option key={place.slug} value={place.slug}>
            {place.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      {select(
        'province',
        t('listing.filters.province'),
        t('listing.filters.anyProvince'),
        choices.provinces,
      )}
      {districts && selected.province
        ? select(
            'district',
            t('listing.filters.district'),
            t('listing.filters.allOf', { name: nameOf(choices.provinces, selected.province) }),
            districts,
          )
        : null}
      {communes && selected.district
        ? select(
            'commune',
            t('listing.filters.commune'),
            t('listing.filters.allOf', { name: nameOf(districts, selected.district) }),
            communes,
          )
        : null}
      <p aria-live="polite" className={styles.hint}>
        {status === 'loading'
          ? t('listing.filters.placesLoading')
          : status === 'failed'
            ? t('listing.filters.placesFailed')
            : ''}
      </p>
    </>
  );
}
