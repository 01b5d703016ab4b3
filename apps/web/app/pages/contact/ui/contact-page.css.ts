import { style } from '@vanilla-extract/css';
import { media } from '@repo/ui';

/** Two fields side by side from 1024 px, one column on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 16,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
