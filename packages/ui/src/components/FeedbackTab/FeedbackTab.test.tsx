import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { FeedbackTab } from './FeedbackTab.tsx';
import { feedbackTab } from './FeedbackTab.css.ts';

describe('FeedbackTab', () => {
  test('renders a plain anchor to the href with the label and its class', () => {
    const html = renderToString(<FeedbackTab href="/km/feedback" label="មតិកែលម្អ" />);
    expect(html).toBe(`<a href="/km/feedback" class="${feedbackTab}">មតិកែលម្អ</a>`);
  });

  test('passes anchor attributes and extra classes through', () => {
    const html = renderToString(
      <FeedbackTab
        href="https://example.com/f"
        label="Feedback"
        target="_blank"
        rel="noopener"
        className="x"
      />,
    );
    expect(html).toContain('href="https://example.com/f"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener"');
    expect(html).toContain(`class="${feedbackTab} x"`);
  });
});
