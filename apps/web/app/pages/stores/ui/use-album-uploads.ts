import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkPhotoFiles,
  PHOTO_MAX_MEGABYTES,
  uploadPhotoWithProgress,
  type UploadFailure,
} from '~/features/photo-upload/index.ts';

/** A chosen file waiting or going up (the first of the queue goes up). */
export interface AlbumUpload {
  key: string;
  name: string;
  progress: number;
}

/** A file that was refused or failed, shown until dismissed. */
export interface AlbumUploadProblem {
  key: string;
  name: string;
  message: string;
}

let counter = 0;
const nextKey = () => `album-upload-${(counter += 1)}`;

/**
 * The album page's uploads with JavaScript (ADR 0048): the chosen files are checked (type,
 * size, room left in the album), then go up one at a time to `url` (which puts each in the
 * album) with their progress; after each, the page's data is read again, so the photo shows
 * without a reload. Leaving the page stops the upload under way.
 */
export function useAlbumUploads({ url, count, max }: { url: string; count: number; max: number }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [queue, setQueue] = useState<AlbumUpload[]>([]);
  const [problems, setProblems] = useState<AlbumUploadProblem[]>([]);
  const files = useRef(new Map<string, File>());
  const current = useRef<{ key: string; abort: () => void } | null>(null);

  useEffect(() => {
    const next = queue[0];
    const file = next ? files.current.get(next.key) : undefined;
    if (!next || !file || current.current?.key === next.key) return;
    const upload = uploadPhotoWithProgress(url, file, (progress) =>
      setQueue((list) =>
        list.map((item) => (item.key === next.key ? { ...item, progress } : item)),
      ),
    );
    current.current = { key: next.key, abort: upload.abort };
    upload.done
      .then(
        () => revalidate(),
        (failure: UploadFailure) => {
          if (failure.code === 'ABORTED') return;
          setProblems((list) => [
            ...list,
            {
              key: next.key,
              name: file.name,
              message: failure.message ?? t(failure.key, { max, size: PHOTO_MAX_MEGABYTES }),
            },
          ]);
        },
      )
      .finally(() => {
        files.current.delete(next.key);
        current.current = null;
        setQueue((list) => list.filter((item) => item.key !== next.key));
      });
    // Run again on every change of the queue: only a new first file starts an upload.
  }, [queue, url, max, revalidate, t]);

  useEffect(() => () => current.current?.abort(), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, refused } = checkPhotoFiles(chosen, count + queue.length, max);
    const added = accepted.map((file) => {
      const key = nextKey();
      files.current.set(key, file);
      return { key, name: file.name, progress: 0 };
    });
    setQueue((list) => [...list, ...added]);
    setProblems((list) => [
      ...list,
      ...refused.map(({ file, error }) => ({
        key: nextKey(),
        name: file.name,
        message: t(error, { max, size: PHOTO_MAX_MEGABYTES }),
      })),
    ]);
  }

  const dismiss = (problem: AlbumUploadProblem) =>
    setProblems((list) => list.filter((other) => other !== problem));

  return { queue, problems, choose, dismiss };
}
