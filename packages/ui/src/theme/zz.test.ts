import { test } from 'vitest';
// @ts-expect-error virtual
import globalCss from './global.css.ts.vanilla.css?inline';
test('x', () => {
  console.log(JSON.stringify(globalCss).slice(0, 3000));
});
