import { useEffect, useState, type MouseEvent } from 'react';
import { BACK_TO_TOP_THRESHOLD } from '@repo/domain';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { backToTop, icon } from './BackToTop.css.ts';

export interface BackToTopProps {
  /** Accessible name of the button (translated, e.g. "Back to top"). */
  label: string;
  /** Show once scrolled past this many viewport heights. Default `BACK_TO_TOP_THRESHOLD` (1.2). */
  threshold?: number;
  className?: string;
}

/** Whether a page scrolled to `scrollY` in a viewport `viewportHeight` tall shows the button. */
export function isPastBackToTopThreshold(
  scrollY: number,
  viewportHeight: number,
  threshold: number = BACK_TO_TOP_THRESHOLD,
): boolean {
  return viewportHeight > 0 && scrollY > threshold * viewportHeight;
}

/**
 * A floating button, bottom right, that scrolls the window back to the top. It is `hidden`
 * in the server render and until the page is scrolled past the threshold (it needs
 * JavaScript to work, so it never shows without it).
 */
export function BackToTop({ label, threshold = BACK_TO_TOP_THRESHOLD, className }: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(isPastBackToTopThreshold(window.scrollY, window.innerHeight, threshold));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  const scrollToTop = (event: MouseEvent<HTMLButtonElement>) => {
    // The button hides itself on the way up; if it still had focus, Chromium would stop
    // the smooth scroll where it disappears.
    event.currentTarget.blur();
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={cx(backToTop, className)}
      hidden={!visible}
      onClick={scrollToTop}
      data-visible={visible ? 'true' : 'false'}
    >
      <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
