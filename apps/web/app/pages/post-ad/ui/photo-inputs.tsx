import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, type PhotoRef } from '~/features/photo-upload/index.ts';
import * as styles from './post-ad-page.css.ts';

const ACCEPT = PHOTO_TYPES.join(',');

/** A photo the form sends: its id in `photos` (in order, the cover first) and its thumbnail. */
export function HiddenPhoto({ photo }: { photo: PhotoRef }) {
  return (
    <>
      <input type="hidden" name="photos" value={photo.id} />
      <input type="hidden" name="photo_thumbs" value={photo.thumb} />
    </>
  );
}

/** "Add photos": the file input of the photo field (the field's hint describes it). */
export function PhotoFileInput({
  id,
  inputRef,
  ...attributes
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'disabled' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className={styles.groupLabel}>
        {t('postAd.photos.add')}
      </label>
      <div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={`${id}-hint`}
          {...attributes}
          className={styles.fileInput}
        />
      </div>
    </>
  );
}
