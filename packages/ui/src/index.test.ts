import { expect, test } from 'vitest';
import * as ui from './index.ts';

test('the public API is exactly the documented named exports', () => {
  expect(Object.keys(ui).sort()).toEqual(
    [
      'BackToTop',
      'Button',
      'Card',
      'Container',
      'Dialog',
      'DialogClose',
      'FeedbackTab',
      'Heading',
      'LIST_LOADER_STATES',
      'ListLoader',
      'Stack',
      'TAP_TARGET_PX',
      'compactTapTarget',
      'panelToggle',
      'Toaster',
      'Tooltip',
      'TooltipProvider',
      'VisuallyHidden',
      'darkThemeClass',
      'lightThemeClass',
      'media',
      'toast',
      'vars',
    ].sort(),
  );
});
