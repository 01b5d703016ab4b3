import { style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const filter = style({ display: 'flex', gap: 8, alignItems: 'center', maxWidth: 560 });

export const list = style({ listStyle: 'none', padding: 0 });

export const item = style({ borderBottom: `1px solid ${vars.color.border}`, padding: '12px 0' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
