import { Form } from '@remix-run/react';
import { Button, Heading } from '@repo/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_MEGABYTES, PHOTO_TYPES } from '~/features/photo-upload/index.ts';
import { useLocale } from '~/shared/i18n/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import * as styles from './albums.css.ts';
import { useAlbumUploads } from './use-album-uploads.ts';

const ACCEPT = PHOTO_TYPES.join(',');

/**
 * "Add photos" of an album page (ADR 0048). Without JavaScript: a multipart form whose chosen
 * files the page's action uploads and puts in the album. With JavaScript: the files go up as
 * they are chosen, one at a time with their progress (`useAlbumUploads`), and show in the album
 * as each arrives. `errors` are the last no-JavaScript post's problems (catalog keys).
 */
export function AlbumUpload(props: {
  storeId: string;
  albumId: string;
  count: number;
  max: number;
  errors: string[];
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const limits = { max: props.max, size: PHOTO_MAX_MEGABYTES };
  return (
    <section aria-labelledby="album-upload" className={styles.section}>
      <Heading level={2} size={3} id="album-upload">
        {t('albums.upload.title')}
      </Heading>
      <p id="album-upload-hint">{t('albums.upload.hint', limits)}</p>
      {props.errors.length ? (
        <ul className={styles.problems} role="alert">
          {props.errors.map((error) => (
            <li key={error}>{t(error, limits)}</li>
          ))}
        </ul>
      ) : null}
      {hydrated ? <ScriptUpload {...props} /> : <PlainUpload />}
    </section>
  );
}

function FileInput(props: { onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor="album-files">{t('albums.upload.choose')}</label>
      <input
        id="album-files"
        type="file"
        name="files"
        multiple
        accept={ACCEPT}
        aria-describedby="album-upload-hint"
        className={styles.fileInput}
        onChange={props.onChange}
      />
    </>
  );
}

/** Without JavaScript: the files go with the form. */
function PlainUpload() {
  const { t } = useTranslation();
  return (
    <Form method="post" encType="multipart/form-data" className={styles.section}>
      <input type="hidden" name="intent" value="upload" />
      <FileInput />
      <div>
        <Button type="submit">{t('albums.upload.submit')}</Button>
      </div>
    </Form>
  );
}

/** With JavaScript: each file goes up as soon as it is chosen, with its progress. */
function ScriptUpload({
  storeId,
  albumId,
  count,
  max,
}: {
  storeId: string;
  albumId: string;
  count: number;
  max: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const url = `/api/_photos?store=${storeId}&album=${albumId}&lng=${locale}`;
  const { queue, problems, choose, dismiss } = useAlbumUploads({ url, count, max });
  return (
    <div className={styles.section}>
      <FileInput onChange={choose} />
      {queue.length ? (
        <ul className={styles.uploads}>
          {queue.map((item) => (
            <li key={item.key} className={styles.upload}>
              <span>{item.name}</span>
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={t('albums.upload.uploading', { name: item.name })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length ? (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem.key} className={styles.problem}>
              <span>
                {problem.name}: {problem.message}
              </span>
              <Button type="button" variant="secondary" size="sm" onClick={() => dismiss(problem)}>
                {t('albums.upload.dismiss')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
