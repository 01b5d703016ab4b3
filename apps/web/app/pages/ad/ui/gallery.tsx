import { Button } from '@repo/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoView } from '~/entities/ad/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import * as styles from './gallery.css.ts';

/** The photo column is about 640 px wide on the 1024 px minimum body, wider on large screens. */
const SIZES = '(min-width: 1280px) 800px, 640px';

/**
 * The ad's photos: one large photo at a time (srcset of the three renditions, the first one
 * loaded at once, the others lazily; width and height set so nothing moves while they load)
 * and a row of thumbnails. Without JavaScript the thumbnails are links to `#photo-n`, which
 * scroll the strip; with JavaScript the arrow keys (and Home, End) move through the photos
 * and previous/next buttons appear.
 */
export function Gallery({ photos, title }: { photos: PhotoView[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const hintId = useId();

  const count = photos.length;
  if (count === 0) return <div className={styles.empty}>{t('adPage.gallery.noPhotos')}</div>;

  function show(next: number, focusThumb = false) {
    const target = (next + count) % count;
    setIndex(target);
    const strip = track.current;
    if (strip) strip.scrollTo({ left: target * strip.clientWidth, behavior: 'instant' });
    if (focusThumb) thumbs.current[target]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    const onThumb = thumbs.current.includes(event.target as HTMLAnchorElement);
    show(next, onThumb);
  }

  function onScroll() {
    const strip = track.current;
    if (!strip || strip.clientWidth === 0) return;
    const visible = Math.round(strip.scrollLeft / strip.clientWidth);
    if (visible !== index && visible >= 0 && visible < count) setIndex(visible);
  }

  const label = (i: number) => t('adPage.gallery.photoOf', { index: i + 1, count });

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={t('adPage.gallery.label')}
      onKeyDown={onKeyDown}
    >
      <div
        ref={track}
        className={styles.track}
        // A scrollable strip must be reachable by keyboard; the arrow keys move by one photo.
        tabIndex={0}
        aria-describedby={count > 1 ? hintId : undefined}
        onScroll={onScroll}
        data-testid="gallery-track"
      >
        {photos.map((photo, i) => (
          <figure
            key={photo.id}
            id={`photo-${i + 1}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={label(i)}
            aria-hidden={hydrated && i !== index ? true : undefined}
          >
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={SIZES}
              width={photo.width}
              height={photo.height}
              alt={count > 1 ? `${title} (${i + 1}/${count})` : title}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.image}
              {...(i === 0 ? { fetchpriority: 'high' } : {})}
            />
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <>
          <div className={styles.controls}>
            {hydrated ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => show(index - 1)}>
                <span aria-hidden="true">‹ </span>
                {t('adPage.gallery.previous')}
              </Button>
            ) : null}
            <span className={styles.counter} aria-live="polite" data-testid="gallery-counter">
              {label(index)}
            </span>
            {hydrated ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => show(index + 1)}>
                {t('adPage.gallery.next')}
                <span aria-hidden="true"> ›</span>
              </Button>
            ) : null}
          </div>
          <p id={hintId} hidden>
            {t('adPage.gallery.hint')}
          </p>
          <ul className={styles.thumbs} aria-label={t('adPage.gallery.thumbnails')}>
            {photos.map((photo, i) => {
              return (
                <li key={photo.id}>
                  <a
                    ref={(element) => {
                      thumbs.current[i] = element;
                    }}
                    href={`#photo-${i + 1}`}
                    className={styles.thumb}
                    aria-current={i === index ? 'true' : undefined}
                    aria-label={label(i)}
                    onClick={(event) => {
                      event.preventDefault();
                      show(i);
                    }}
                  >
                    <img
                      src={photo.thumb.src}
                      width={photo.thumb.width}
                      height={photo.thumb.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className={styles.thumbImage}
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
