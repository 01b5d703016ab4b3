import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const openState = style({ fontWeight: 600 });

export const week = style({ borderCollapse: 'collapse', width: '100%', maxWidth: '24rem' });
globalStyle(`${week} th, ${week} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});
globalStyle(`${week} th`, { fontWeight: 600 });
