import type { MouseEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { cx } from '../../utils/cx.ts';
import { listLoader, message, messageTone, spinner } from './ListLoader.css.ts';

export const LIST_LOADER_STATES = ['loading', 'no-more', 'no-results', 'error'] as const;
export type ListLoaderState = (typeof LIST_LOADER_STATES)[number];

/** Translated text for each state. */
export interface ListLoaderLabels {
  loading: string;
  noMore: string;
  noResults: string;
  error: string;
}

/** Retry is offered in the `error` state only, and only with a label. */
export type ListLoaderRetryProps =
  | {
      /** Text of the retry control (translated). */
      retryLabel: string;
      /** Called when the retry control is activated. Renders a `<button>`. */
      onRetry?: () => void;
      /**
       * URL that retries without JavaScript (e.g. the current page). Renders an `<a>`; with
       * `onRetry` as well, clicks call `onRetry` instead of navigating.
       */
      retryHref?: string;
    }
  | { retryLabel?: undefined; onRetry?: undefined; retryHref?: undefined };

export type ListLoaderProps = {
  /** Which message to show. */
  state: ListLoaderState;
  labels: ListLoaderLabels;
  className?: string;
} & ListLoaderRetryProps;

const LABEL_KEY: Record<ListLoaderState, keyof ListLoaderLabels> = {
  loading: 'loading',
  'no-more': 'noMore',
  'no-results': 'noResults',
  error: 'error',
};

/**
 * The footer of an infinite list: loading, end of list, no results, or an error with an
 * optional retry. The message is a polite live region (`role="status"`), so state changes are
 * announced; the retry control sits outside it.
 */
export function ListLoader({
  state,
  labels,
  className,
  retryLabel,
  onRetry,
  retryHref,
}: ListLoaderProps) {
  const showRetry =
    state === 'error' &&
    retryLabel !== undefined &&
    (onRetry !== undefined || retryHref !== undefined);

  const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onRetry) return;
    event.preventDefault();
    onRetry();
  };

  return (
    <div className={cx(listLoader, className)} data-state={state}>
      <p role="status" aria-live="polite" className={cx(message, messageTone[state])}>
        {state === 'loading' && <span className={spinner} aria-hidden="true" />}
        <span>{labels[LABEL_KEY[state]]}</span>
      </p>
      {showRetry &&
        (retryHref !== undefined ? (
          <Button asChild variant="secondary" size="sm">
            <a href={retryHref} onClick={handleLinkClick}>
              {retryLabel}
            </a>
          </Button>
        ) : (
          <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        ))}
    </div>
  );
}
