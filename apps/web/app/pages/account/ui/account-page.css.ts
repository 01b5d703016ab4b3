import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@repo/ui';

export const page = style({ paddingTop: 24, paddingBottom: 32 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: '16px 0',
});

globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0 });

/** /me/settings: the members the member blocked. */
export const blocked = style({ marginTop: 24 });
export const blockedList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const blockedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '8px 0',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** /me/settings: the unread-message email setting (a checkbox of a full tap target). */
export const emailForm = style({ display: 'grid', gap: 8, justifyItems: 'start' });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  cursor: 'pointer',
});
globalStyle(`${checkbox} input`, { width: 22, height: 22, margin: 0, flex: 'none' });

export const stores = style({
  listStyle: 'none',
  margin: '0 0 16px',
  padding: 0,
  display: 'grid',
  gap: 8,
});
export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
