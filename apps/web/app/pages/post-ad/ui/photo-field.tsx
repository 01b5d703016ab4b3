import { useTranslation } from 'react-i18next';
import type { PhotoRef } from '~/features/photo-upload/index.ts';
import { PHOTO_LIMITS } from '../model/photos.ts';
import { PlainPhotos } from './plain-photos.tsx';
import * as styles from './post-ad-page.css.ts';
import { ScriptPhotos } from './script-photos.tsx';

export interface PhotoFieldProps {
  id: string;
  /** The photos the form has (the ad's, or those kept after an error), cover first. */
  initial: PhotoRef[];
  /** Catalog keys: upload errors of the last post, and the schema's `photos` errors. */
  errors: string[];
  hydrated: boolean;
  uploadUrl: string;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The ad's photos. Without JavaScript: a multipart file input (the action uploads the
 * files) and the photos already uploaded as hidden ids with their thumbnails, a box to keep
 * each and a choice of cover. With JavaScript: each chosen file is checked, then uploaded
 * on its own with a progress bar; photos can be reordered, removed and one set as cover.
 * Either way the form sends the ids in order in `photos` (the first is the cover).
 */
export function PhotoField(props: PhotoFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <p id={`${props.id}-hint`} className={styles.lead}>
        {t('postAd.photos.hint', PHOTO_LIMITS)}
      </p>
      {props.errors.length ? (
        <ul className={styles.problems} role="alert">
          {props.errors.map((error) => (
            <li key={error}>{t(error, PHOTO_LIMITS)}</li>
          ))}
        </ul>
      ) : null}
      {props.hydrated ? <ScriptPhotos {...props} /> : <PlainPhotos {...props} />}
    </>
  );
}
