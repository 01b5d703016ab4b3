import { globalStyle, style } from '@vanilla-extract/css';
import { compactTapTarget, vars } from '@repo/ui';

export const page = style({ display: 'flex', justifyContent: 'center', padding: '32px 16px 48px' });

export const card = style({ width: '100%', maxWidth: 460 });

export const description = style({ color: vars.color.textMuted, marginTop: 4, marginBottom: 20 });

export const footer = style({
  marginTop: 20,
  paddingTop: 16,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

globalStyle(`${footer} > a`, compactTapTarget('flex'));

export const divider = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  margin: '16px 0',
  fontSize: vars.fontSize.sm,
});
