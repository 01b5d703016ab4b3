import { Button } from '@repo/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, Field } from '~/shared/ui/form/index.ts';
import { useChildPlaces } from '../model/use-child-places.ts';
import * as styles from './location-fields.css.ts';

/** A place as the selects show it: its gazetteer code and its name in the page's language. */
export interface Place {
  id: string;
  name: string;
}

type Level = 'province_id' | 'district_id' | 'commune_id';

interface LocationFieldsProps {
  formId: string;
  defaults: Partial<Record<Level, string>>;
  errors: Partial<Record<Level, string[] | undefined>>;
  provinces: Place[];
  /** The districts of the default province and the communes of the default district. */
  districts: Place[];
  communes: Place[];
  hydrated: boolean;
  /** GET /api/_places for a province or district code, in the page's language. */
  placesUrl: (parent: string) => string;
  /** Whether a province must be chosen (an ad's, a branch's); a resume's place is optional. */
  provinceRequired?: boolean;
}

/**
 * Province → district → commune (the post form, a store's branches, a resume). With JavaScript, choosing a province loads its districts
 * (and a district its communes) without leaving the page. Without it, a "show districts and
 * communes" button posts the form back as typed, and the page comes back with the lists of
 * the chosen province and district.
 */
export function LocationFields(props: LocationFieldsProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Record<Level, string>>({
    province_id: props.defaults.province_id ?? '',
    district_id: props.defaults.district_id ?? '',
    commune_id: props.defaults.commune_id ?? '',
  });
  const [districts, setDistricts] = useState(props.districts);
  const [communes, setCommunes] = useState(props.communes);
  const { status, load: loadPlaces } = useChildPlaces<Place>(props.placesUrl);

  // Without JavaScript the lists come with each answer; keep them when the page re-renders.
  useEffect(() => setDistricts(props.districts), [props.districts]);
  useEffect(() => setCommunes(props.communes), [props.communes]);

  function load(parent: string, set: (places: Place[]) => void) {
    set([]);
    return loadPlaces(parent, set);
  }

  function choose(level: Level, next: string) {
    if (level === 'province_id') {
      setValue({ province_id: next, district_id: '', commune_id: '' });
      setCommunes([]);
      void load(next, setDistricts);
    } else if (level === 'district_id') {
      setValue((current) => ({ ...current, district_id: next, commune_id: '' }));
      void load(next, setCommunes);
    } else {
      setValue((current) => ({ ...current, commune_id: next }));
    }
  }

  const select = (level: Level, options: Place[], required: boolean) => {
    const id = `${props.formId}-${level}`;
    return (
      <Field id={id} label={t(`ad.fields.${level}`)} errors={props.errors[level]}>
        {(aria) => (
          <select
            {...aria}
            name={level}
            value={value[level]}
            onChange={(event) => choose(level, event.target.value)}
            aria-required={required || undefined}
            className={controlClass}
          >
            <option value="">{required ? t('postAd.choose') : t('postAd.notSpecified')}</option>
            {options.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };

  return (
    <>
      {select('province_id', props.provinces, props.provinceRequired ?? true)}
      <div className={styles.twoColumns}>
        {select('district_id', districts, false)}
        {select('commune_id', communes, false)}
      </div>
      {props.hydrated ? (
        <p aria-live="polite" className={styles.lead}>
          {status === 'loading'
            ? t('postAd.placesLoading')
            : status === 'failed'
              ? t('postAd.placesFailed')
              : ''}
        </p>
      ) : (
        <>
          <p id={`${props.formId}-places-hint`} className={styles.lead}>
            {t('postAd.showPlacesHint')}
          </p>
          <Button
            type="submit"
            name="intent"
            value="refresh"
            variant="secondary"
            size="sm"
            className={styles.secondaryButton}
            aria-describedby={`${props.formId}-places-hint`}
          >
            {t('postAd.showPlaces')}
          </Button>
        </>
      )}
    </>
  );
}
