import { style } from '@vanilla-extract/css';
import { media } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const intro = style({ maxWidth: 720 });

export const form = style({ maxWidth: 720, marginTop: 16 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 16,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
