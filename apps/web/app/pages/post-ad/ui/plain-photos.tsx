import { VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import type { PhotoFieldProps } from './photo-field.tsx';
import { HiddenPhoto, PhotoFileInput } from './photo-inputs.tsx';
import * as styles from './post-ad-page.css.ts';

/**
 * The photo field without JavaScript: the photos the form already has, each with a box to
 * keep it and a choice of cover, then a multipart file input whose files the action uploads.
 */
export function PlainPhotos({ id, initial }: PhotoFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      {initial.length ? (
        <>
          <input type="hidden" name="photos_keep_form" value="1" />
          <p>{t('postAd.photos.keep')}</p>
          <ul className={styles.photoGrid}>
            {initial.map((photo, index) => {
              const name = t('postAd.photos.photo', { n: index + 1 });
              return (
                <li key={photo.id} className={styles.photoCard}>
                  <HiddenPhoto photo={photo} />
                  <img src={photo.thumb} alt={name} className={styles.photoImage} />
                  <label className={styles.inlineLabel}>
                    <input type="checkbox" name="keep_photos" value={photo.id} defaultChecked />
                    {t('postAd.photos.keepPhoto')}
                    <VisuallyHidden> ({name})</VisuallyHidden>
                  </label>
                  <label className={styles.inlineLabel}>
                    <input
                      type="radio"
                      name="cover"
                      value={photo.id}
                      defaultChecked={index === 0}
                    />
                    {t('postAd.photos.useAsCover')}
                    <VisuallyHidden> ({name})</VisuallyHidden>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <PhotoFileInput id={id} name="files" />
    </>
  );
}
