import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Dialog, DialogClose } from './Dialog.tsx';

describe('Dialog', () => {
  test('a closed dialog renders only its trigger, marked as opening a dialog', () => {
    const html = renderToString(
      <Dialog trigger={<button type="button">Delete</button>} title="Delete this ad?">
        <p>Why?</p>
      </Dialog>,
    );
    expect(html).toMatch(
      /^<button type="button" [^>]*aria-haspopup="dialog"[^>]*>Delete<\/button>$/,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('Delete this ad?');
  });

  test('a controlled open dialog says so on its trigger', () => {
    const html = renderToString(
      <Dialog open trigger={<button type="button">Delete</button>} title="Delete this ad?">
        <DialogClose>
          <button type="button">Cancel</button>
        </DialogClose>
      </Dialog>,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('data-state="open"');
  });
});
