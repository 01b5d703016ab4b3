import { useLoaderData } from '@remix-run/react';
import { STORE_ALBUM_LIMITS, type storeAlbumInputSchema } from '@repo/domain';
import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, SchemaForm, useRouteForm } from '~/shared/ui/form/index.ts';
import { StoreAlbums } from '~/widgets/store-albums/index.ts';
import type { albumsLoader } from '../api/albums.server.ts';
import { MoveButtons } from './album-buttons.tsx';
import * as albumStyles from './albums.css.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

type AlbumsData = Awaited<ReturnType<typeof albumsLoader>>;

/**
 * `/me/store-{id}/photos` (ADR 0048): the store's albums as its customers will see them, each
 * a link to its page; the owner and managers add albums and move them up and down.
 */
export function StoreAlbumsPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { store, albums, canManage } = useLoaderData<AlbumsData>();
  const { fields, frame } = useRouteForm<typeof storeAlbumInputSchema>('create-album');
  const base = `/me/store-${store.id}`;
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('albums.title')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      {albums.length ? (
        <StoreAlbums
          albums={albums}
          albumHref={(album) => to(`${base}/photos-${album.id}`)}
          actions={
            canManage
              ? (album, index) => (
                  <MoveButtons
                    fields={{ intent: 'move', album_id: album.id }}
                    first={index === 0}
                    last={index === albums.length - 1}
                    upLabel={t('albums.moveUp', { name: album.name })}
                    downLabel={t('albums.moveDown', { name: album.name })}
                  />
                )
              : undefined
          }
        />
      ) : (
        <p>{t('albums.empty')}</p>
      )}
      {canManage ? (
        <section aria-labelledby="new-album" className={albumStyles.section}>
          <Heading level={2} size={3} id="new-album">
            {t('albums.create.title')}
          </Heading>
          <SchemaForm
            {...frame}
            errorsTitle="albums.create.failed"
            submitLabel={t('albums.create.submit')}
            className={styles.form}
          >
            <input type="hidden" name="intent" value="create" />
            <InputField
              input={inputOf(fields.name)}
              errors={fields.name.errors}
              label={t('albums.create.name')}
              maxLength={STORE_ALBUM_LIMITS.nameMax}
            />
          </SchemaForm>
        </section>
      ) : null}
    </main>
  );
}
