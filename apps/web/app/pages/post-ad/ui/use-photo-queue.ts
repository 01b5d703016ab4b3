import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkPhotoFiles,
  uploadPhotoWithProgress,
  type PhotoRef,
  type UploadFailure,
} from '~/features/photo-upload/index.ts';
import { moveItem } from '~/shared/lib/move-item.ts';
import { PHOTO_LIMITS, PHOTO_MAX_COUNT } from '../model/photos.ts';

/** A photo of the field: uploaded (`done`), or a chosen file waiting or going up. */
export interface PhotoItem {
  key: string;
  name: string;
  status: 'queued' | 'uploading' | 'done';
  progress: number;
  photo?: PhotoRef;
  preview?: string;
}

/** A file that was refused or failed, shown until dismissed. */
export interface PhotoProblem {
  key: string;
  name: string;
  message: string;
}

/** What a photo's button did; the focus goes back to that button (or its card) afterwards. */
export type PhotoAction = 'left' | 'right' | 'cover' | 'remove';

let counter = 0;
const nextKey = () => `photo-${(counter += 1)}`;

/**
 * The photo field's state with JavaScript: the photos in order, the chosen files uploaded
 * one at a time in the order they were chosen (with their progress), the problems, what a
 * screen reader is told after a move, and where the focus goes after one.
 */
export function usePhotoQueue({
  initial,
  uploadUrl,
  onBusyChange,
}: {
  initial: PhotoRef[];
  uploadUrl: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((photo) => ({
      key: photo.id,
      name: photo.id,
      status: 'done',
      progress: 1,
      photo,
    })),
  );
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: PhotoAction } | null>(null);
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
    const update = (change: Partial<PhotoItem>) =>
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
            {
              key: next.key,
              name: file.name,
              message: failure.message ?? t(failure.key, PHOTO_LIMITS),
            },
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
    const { accepted, refused } = checkPhotoFiles(chosen, items.length, PHOTO_MAX_COUNT);
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
        message: t(error, PHOTO_LIMITS),
      })),
    ]);
  }

  function move(index: number, to: number, action: PhotoAction) {
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

  function dismiss(problem: PhotoProblem) {
    setProblems((list) => list.filter((other) => other !== problem));
  }

  return { items, problems, announcement, listRef, inputRef, choose, move, remove, dismiss };
}
