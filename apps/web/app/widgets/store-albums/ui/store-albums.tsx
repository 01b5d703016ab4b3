import type { Photo, PublicAlbum } from '@repo/domain';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './store-albums.css.ts';

/**
 * An album's photos as a grid of thumbnails, in order; each opens its large rendition (a plain
 * link, so it works without JavaScript). `actions` adds controls under a photo (the store area's
 * move and remove buttons).
 */
export function AlbumPhotos({
  name,
  photos,
  actions,
}: {
  name: string;
  photos: readonly Photo[];
  actions?: (photo: Photo, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map((photo, index) => {
        const label = t('albums.photo', { album: name, n: index + 1 });
        return (
          <li key={photo.id} className={styles.photo} data-testid="album-photo">
            <a href={photo.urls.large} className={styles.photoLink}>
              <img
                src={photo.urls.thumb}
                alt={label}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </a>
            {actions?.(photo, index)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A store's albums (ADR 0048) as a grid: each album's name (a link when `albumHref` is given),
 * its photo count and its first photos. For the store's public page and its members' `/photos`
 * page, where `actions` adds the controls of each album.
 */
export function StoreAlbums({
  albums,
  albumHref,
  headingLevel = 2,
  actions,
}: {
  albums: readonly PublicAlbum[];
  albumHref?: (album: PublicAlbum) => string;
  headingLevel?: 2 | 3;
  actions?: (album: PublicAlbum, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.albums} data-testid="store-albums">
      {albums.map((album, index) => (
        <li key={album.id} className={styles.album} data-testid="store-album">
          <Heading className={styles.name}>
            {albumHref ? <Link to={albumHref(album)}>{album.name}</Link> : album.name}
          </Heading>
          <p className={styles.count}>{t('albums.count', { count: album.photo_count })}</p>
          <AlbumPhotos name={album.name} photos={album.photos} />
          {actions?.(album, index)}
        </li>
      ))}
    </ul>
  );
}
