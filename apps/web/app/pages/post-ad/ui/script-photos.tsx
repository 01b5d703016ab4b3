import { VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_COUNT } from '../model/photos.ts';
import type { PhotoFieldProps } from './photo-field.tsx';
import { HiddenPhoto, PhotoFileInput } from './photo-inputs.tsx';
import { PhotoThumbnails } from './photo-thumbnails.tsx';
import * as styles from './post-ad-page.css.ts';
import { usePhotoQueue } from './use-photo-queue.ts';

/**
 * The photo field with JavaScript: the uploaded photos' ids for the form, how many there
 * are, the thumbnails with their buttons, the files that could not go up, and the file
 * input, whose files go up one at a time (`usePhotoQueue`).
 */
export function ScriptPhotos({ id, initial, uploadUrl, onBusyChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const queue = usePhotoQueue({ initial, uploadUrl, onBusyChange });
  const { items, problems } = queue;
  return (
    <>
      {items
        .filter((item) => item.status === 'done' && item.photo)
        .map((item) => (
          <HiddenPhoto key={item.key} photo={item.photo!} />
        ))}
      <p aria-live="polite">
        {t('postAd.photos.count', { count: items.length, max: PHOTO_MAX_COUNT })}
      </p>
      <VisuallyHidden aria-live="polite">{queue.announcement}</VisuallyHidden>
      {items.length ? (
        <PhotoThumbnails
          items={items}
          listRef={queue.listRef}
          onMove={queue.move}
          onRemove={queue.remove}
        />
      ) : null}
      {problems.length ? (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem.key}>
              <span>
                {problem.name}: {problem.message}
              </span>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => queue.dismiss(problem)}
              >
                {t('postAd.photos.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoFileInput
        id={id}
        inputRef={queue.inputRef}
        disabled={items.length >= PHOTO_MAX_COUNT}
        onChange={queue.choose}
      />
    </>
  );
}
