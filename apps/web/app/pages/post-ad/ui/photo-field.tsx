import { VisuallyHidden } from '@repo/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkPhotoFiles,
  moveItem,
  PHOTO_MAX_COUNT,
  PHOTO_MAX_MEGABYTES,
  PHOTO_TYPES,
  type PhotoRef,
} from '../model/photos.ts';
import { uploadPhotoWithProgress, type UploadFailure } from '../model/upload-photo.ts';
import * as styles from './post-ad-page.css.ts';
import { cornerBadge } from '~/shared/ui/badge.css.ts';

const ACCEPT = PHOTO_TYPES.join(',');
const limits = { max: PHOTO_MAX_COUNT, size: PHOTO_MAX_MEGABYTES };

interface PhotoFieldProps {
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
        {t('postAd.photos.hint', limits)}
      </p>
      {props.errors.length ? (
        <ul className={styles.problems} role="alert">
          {props.errors.map((error) => (
            <li key={error}>{t(error, limits)}</li>
          ))}
        </ul>
      ) : null}
      {props.hydrated ? <ScriptPhotos {...props} /> : <PlainPhotos {...props} />}
    </>
  );
}

function HiddenPhoto({ photo }: { photo: PhotoRef }) {
  return (
    <>
      <input type="hidden" name="photos" value={photo.id} />
      <input type="hidden" name="photo_thumbs" value={photo.thumb} />
    </>
  );
}

function PlainPhotos({ id, initial }: PhotoFieldProps) {
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
      <label htmlFor={id} className={styles.groupLabel}>
        {t('postAd.photos.add')}
      </label>
      <div>
        <input
          id={id}
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          aria-describedby={`${id}-hint`}
          className={styles.fileInput}
        />
      </div>
    </>
  );
}

interface Item {
  key: string;
  name: string;
  status: 'queued' | 'uploading' | 'done';
  progress: number;
  photo?: PhotoRef;
  preview?: string;
}

interface Problem {
  key: string;
  name: string;
  message: string;
}

type Action = 'left' | 'right' | 'cover' | 'remove';

let counter = 0;
const nextKey = () => `photo-${(counter += 1)}`;

function ScriptPhotos({ id, initial, uploadUrl, onBusyChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((photo) => ({
      key: photo.id,
      name: photo.id,
      status: 'done',
      progress: 1,
      photo,
    })),
  );
  const [problems, setProblems] = useState<Problem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: Action } | null>(null);
  const files = useRef(new Map<string, File>());
  const current = useRef<{ key: string; abort: () => void } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const busy = items.some((item) => item.status !== 'done');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // One upload at a time, in the order the files were chosen.
  useEffect(() => {
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'queued');
    const file = next ? files.current.get(next.key) : undefined;
    if (!next || !file) return;
    const update = (change: Partial<Item>) =>
      setItems((list) =>
        list.map((item) => (item.key === next.key ? { ...item, ...change } : item)),
      );
    update({ status: 'uploading' });
    const upload = uploadPhotoWithProgress(uploadUrl, file, (progress) => update({ progress }));
    current.current = { key: next.key, abort: upload.abort };
    upload.done
      .then(
        (photo) => {
          // The stored thumbnail replaces the local preview.
          if (next.preview) URL.revokeObjectURL(next.preview);
          update({
            status: 'done',
            progress: 1,
            preview: undefined,
            photo: { id: photo.id, thumb: photo.urls.thumb },
          });
        },
        (failure: UploadFailure) => {
          if (failure.code === 'ABORTED') return;
          setItems((list) => list.filter((item) => item.key !== next.key));
          setProblems((list) => [
            ...list,
            { key: next.key, name: file.name, message: failure.message ?? t(failure.key, limits) },
          ]);
        },
      )
      .finally(() => {
        files.current.delete(next.key);
        if (current.current?.key === next.key) current.current = null;
      });
  }, [items, uploadUrl, t]);

  // Leaving the page stops the upload under way.
  useEffect(() => {
    return () => {
      current.current?.abort();
    };
  }, []);

  useEffect(() => {
    if (!focusAfter) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-photo="${focusAfter.key}"]`);
    const button = card?.querySelector<HTMLButtonElement>(`[data-action="${focusAfter.action}"]`);
    if (button && !button.disabled) button.focus();
    else card?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, refused } = checkPhotoFiles(chosen, items.length);
    const added = accepted.map((file) => {
      const key = nextKey();
      files.current.set(key, file);
      return {
        key,
        name: file.name,
        status: 'queued' as const,
        progress: 0,
        preview: URL.createObjectURL(file),
      };
    });
    setItems((list) => [...list, ...added]);
    setProblems((list) => [
      ...list,
      ...refused.map(({ file, error }) => ({
        key: nextKey(),
        name: file.name,
        message: t(error, limits),
      })),
    ]);
  }

  function move(index: number, to: number, action: Action) {
    const item = items[index];
    if (!item) return;
    setItems(moveItem(items, index, to));
    setAnnouncement(
      to === 0 && action === 'cover'
        ? t('postAd.photos.coverSet')
        : t('postAd.photos.moved', { n: Math.max(0, Math.min(items.length - 1, to)) + 1 }),
    );
    setFocusAfter({ key: item.key, action });
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    if (current.current?.key === item.key) current.current.abort();
    files.current.delete(item.key);
    if (item.preview) URL.revokeObjectURL(item.preview);
    const rest = items.filter((other) => other.key !== item.key);
    setItems(rest);
    setAnnouncement(t('postAd.photos.removed'));
    const neighbour = rest[Math.min(index, rest.length - 1)];
    if (neighbour) setFocusAfter({ key: neighbour.key, action: 'remove' });
    else inputRef.current?.focus();
  }

  const coverKey = items.find((item) => item.status === 'done')?.key;
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
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {items.length ? (
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
                    onClick={() => move(index, index - 1, 'left')}
                  >
                    <span aria-hidden="true">←</span>
                    <VisuallyHidden>{t('postAd.photos.moveLeft', { n: index + 1 })}</VisuallyHidden>
                  </button>
                  <button
                    type="button"
                    data-action="right"
                    className={styles.smallButton}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1, 'right')}
                  >
                    <span aria-hidden="true">→</span>
                    <VisuallyHidden>
                      {t('postAd.photos.moveRight', { n: index + 1 })}
                    </VisuallyHidden>
                  </button>
                  {item.key !== coverKey ? (
                    <button
                      type="button"
                      data-action="cover"
                      className={styles.smallButton}
                      onClick={() => move(index, 0, 'cover')}
                    >
                      {t('postAd.photos.setCover')}
                      <VisuallyHidden> ({name})</VisuallyHidden>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    data-action="remove"
                    className={styles.smallButton}
                    onClick={() => remove(index)}
                  >
                    {t('postAd.photos.remove')}
                    <VisuallyHidden> ({name})</VisuallyHidden>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
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
                onClick={() => setProblems((list) => list.filter((other) => other !== problem))}
              >
                {t('postAd.photos.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
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
          disabled={items.length >= PHOTO_MAX_COUNT}
          onChange={choose}
          className={styles.fileInput}
        />
      </div>
    </>
  );
}
