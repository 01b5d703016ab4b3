import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LIST_LOADER_STATES, ListLoader, type ListLoaderLabels } from './ListLoader.tsx';

const labels: ListLoaderLabels = {
  loading: 'Loading ads…',
  noMore: 'You have seen every ad',
  noResults: 'No ads match your search',
  error: 'Ads could not be loaded',
};
const allLabels = Object.values(labels);
const noop = () => {};

describe('ListLoader', () => {
  test.each([
    ['loading', labels.loading],
    ['no-more', labels.noMore],
    ['no-results', labels.noResults],
    ['error', labels.error],
  ] as const)('state %s shows only its label in a polite status region', (state, label) => {
    const html = renderToString(<ListLoader state={state} labels={labels} />);
    expect(html).toContain(`data-state="${state}"`);
    expect(html).toMatch(new RegExp(`<p role="status" aria-live="polite"[^>]*>.*${label}.*</p>`));
    for (const other of allLabels.filter((text) => text !== label))
      expect(html).not.toContain(other);
  });

  test('only the loading state has a spinner, hidden from assistive tech', () => {
    expect(renderToString(<ListLoader state="loading" labels={labels} />)).toContain(
      'aria-hidden="true"',
    );
    expect(renderToString(<ListLoader state="no-more" labels={labels} />)).not.toContain(
      'aria-hidden',
    );
  });

  test('error with onRetry renders a retry button outside the live region', () => {
    const html = renderToString(
      <ListLoader state="error" labels={labels} retryLabel="Try again" onRetry={noop} />,
    );
    expect(html).toMatch(/<\/p><button [^>]*type="button"[^>]*>Try again<\/button><\/div>$/);
  });

  test.each(LIST_LOADER_STATES.filter((state) => state !== 'error'))(
    'state %s never shows the retry button, even with onRetry',
    (state) => {
      const html = renderToString(
        <ListLoader state={state} labels={labels} retryLabel="Try again" onRetry={noop} />,
      );
      expect(html).not.toContain('<button');
      expect(html).not.toContain('Try again');
    },
  );

  test('error without onRetry or retryHref has no retry control', () => {
    const html = renderToString(<ListLoader state="error" labels={labels} />);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<a ');
  });

  test('error with retryHref renders a link that works without JavaScript', () => {
    const html = renderToString(
      <ListLoader
        state="error"
        labels={labels}
        retryLabel="Try again"
        retryHref="/en/ads?page=2"
        onRetry={noop}
      />,
    );
    expect(html).toMatch(/<a [^>]*href="\/en\/ads\?page=2"[^>]*>Try again<\/a>/);
    expect(html).not.toContain('<button');
  });
});
