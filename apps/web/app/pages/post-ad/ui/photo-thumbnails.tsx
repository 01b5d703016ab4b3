import { VisuallyHidden } from '@repo/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cornerBadge } from '~/shared/ui/badge.css.ts';
import * as styles from './post-ad-page.css.ts';
import type { PhotoAction, PhotoItem } from './use-photo-queue.ts';

/**
 * The photos as cards, cover first: each thumbnail (or the local preview while it goes up,
 * with its progress) and its buttons: move left or right, make it the cover, remove it.
 */
export function PhotoThumbnails({
  items,
  listRef,
  onMove,
  onRemove,
}: {
  items: PhotoItem[];
  listRef: RefObject<HTMLUListElement>;
  onMove: (index: number, to: number, action: PhotoAction) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const coverKey = items.find((item) => item.status === 'done')?.key;
  return (
    <ul className={styles.photoGrid} ref={listRef}>
      {items.map((item, index) => {
        const name = t('postAd.photos.photo', { n: index + 1 });
        const src = item.photo?.thumb || item.preview;
        return (
          <li
            key={item.key}
            data-photo={item.key}
            tabIndex={-1}
            className={styles.photoCard}
            aria-label={name}
          >
            {src ? <img src={src} alt={name} className={styles.photoImage} /> : null}
            {item.key === coverKey ? (
              <span className={cornerBadge}>{t('postAd.photos.cover')}</span>
            ) : null}
            {item.status !== 'done' ? (
              <>
                <span className={styles.fileName}>{item.name}</span>
                <progress
                  className={styles.progress}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={t('postAd.photos.uploading', { name: item.name })}
                />
              </>
            ) : null}
            <div className={styles.photoButtons}>
              <button
                type="button"
                data-action="left"
                className={styles.smallButton}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1, 'left')}
              >
                <span aria-hidden="true">←</span>
                <VisuallyHidden>{t('postAd.photos.moveLeft', { n: index + 1 })}</VisuallyHidden>
              </button>
              <button
                type="button"
                data-action="right"
                className={styles.smallButton}
                disabled={index === items.length - 1}
                onClick={() => onMove(index, index + 1, 'right')}
              >
                <span aria-hidden="true">→</span>
                <VisuallyHidden>{t('postAd.photos.moveRight', { n: index + 1 })}</VisuallyHidden>
              </button>
              {item.key !== coverKey ? (
                <button
                  type="button"
                  data-action="cover"
                  className={styles.smallButton}
                  onClick={() => onMove(index, 0, 'cover')}
                >
                  {t('postAd.photos.setCover')}
                  <VisuallyHidden> ({name})</VisuallyHidden>
                </button>
              ) : null}
              <button
                type="button"
                data-action="remove"
                className={styles.smallButton}
                onClick={() => onRemove(index)}
              >
                {t('postAd.photos.remove')}
                <VisuallyHidden> ({name})</VisuallyHidden>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
