import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css.ts';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const listLoader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const message = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

export const messageTone = styleVariants({
  loading: { color: vars.color.textMuted },
  'no-more': { color: vars.color.textMuted },
  'no-results': { color: vars.color.text },
  error: { color: vars.color.danger },
});

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  borderRadius: vars.radius.full,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});
