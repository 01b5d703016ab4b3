import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { STORE_ALBUM_LIMITS, type storeAlbumInputSchema } from '@repo/domain';
import { Button, Heading, VisuallyHidden } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as controls from '~/shared/ui/controls.css.ts';
import { InputField, inputOf, SchemaForm, useRouteForm } from '~/shared/ui/form/index.ts';
import { AlbumPhotos } from '~/widgets/store-albums/index.ts';
import type { albumLoader, AlbumActionData } from '../api/album.server.ts';
import { MoveButtons } from './album-buttons.tsx';
import { AlbumUpload } from './album-upload.tsx';
import * as albumStyles from './albums.css.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

type AlbumData = Awaited<ReturnType<typeof albumLoader>>;

/**
 * `/me/store-{id}/photos-{albumid}` (ADR 0048): an album's photos, each opening large; the
 * owner and managers move and remove photos, add some, rename the album and delete it after
 * a question. Every action is a plain form.
 */
export function StoreAlbumPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { store, album, canManage, max } = useLoaderData<AlbumData>();
  const actionData = useActionData<AlbumActionData>();
  const { fields, frame } = useRouteForm<typeof storeAlbumInputSchema>('rename-album');
  const photoCount = album.photos.length;
  return (
    <main className={styles.page}>
      <p>
        <Link to={to(`/me/store-${store.id}/photos`)}>← {t('albums.back')}</Link>
      </p>
      <Heading level={1}>{album.name}</Heading>
      <p className={styles.muted} data-testid="album-count">
        {store.name} · {t('albums.of', { count: album.photo_count, max })}
      </p>
      <StoreNav store={store} />
      {photoCount ? (
        <AlbumPhotos
          name={album.name}
          photos={album.photos}
          actions={
            canManage
              ? (photo, index) => (
                  <div className={albumStyles.buttons}>
                    <MoveButtons
                      fields={{ intent: 'move-photo', photo_id: photo.id }}
                      first={index === 0}
                      last={index === photoCount - 1}
                      upLabel={t('albums.moveEarlier', { n: index + 1 })}
                      downLabel={t('albums.moveLater', { n: index + 1 })}
                    />
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-photo" />
                      <input type="hidden" name="photo_id" value={photo.id} />
                      <Button type="submit" variant="secondary" size="sm">
                        <span aria-hidden="true">✕</span>
                        <VisuallyHidden>{t('albums.removePhoto', { n: index + 1 })}</VisuallyHidden>
                      </Button>
                    </Form>
                  </div>
                )
              : undefined
          }
        />
      ) : (
        <p>{t('albums.emptyAlbum')}</p>
      )}
      {canManage ? (
        <>
          <AlbumUpload
            storeId={store.id}
            albumId={album.id}
            count={album.photo_count}
            max={max}
            errors={actionData?.uploadErrors ?? []}
          />
          <SchemaForm
            {...frame}
            errorsTitle="albums.rename.failed"
            submitLabel={t('albums.rename.submit')}
            className={styles.form}
          >
            <input type="hidden" name="intent" value="rename" />
            <InputField
              input={inputOf(fields.name)}
              errors={fields.name.errors}
              label={t('albums.create.name')}
              maxLength={STORE_ALBUM_LIMITS.nameMax}
              defaultValue={(fields.name.initialValue as string | undefined) ?? album.name}
            />
          </SchemaForm>
          <details className={styles.leave}>
            <summary className={controls.menuSummary}>{t('albums.delete')}</summary>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <p>{t('albums.deleteConfirm', { name: album.name })}</p>
              <Button type="submit" variant="secondary">
                {t('albums.deleteYes')}
              </Button>
            </Form>
          </details>
        </>
      ) : null}
    </main>
  );
}
