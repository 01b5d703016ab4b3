import { globalStyle, style } from '@vanilla-extract/css';
import { media, TAP_TARGET_PX } from '../../theme/media.ts';
import { vars } from '../../theme/tokens.css.ts';

/**
 * Sonner ships its own CSS (injected in the browser). Its colours are CSS custom properties on
 * the toaster; they are pointed at the theme tokens here, with enough specificity to beat
 * `[data-sonner-toaster][data-sonner-theme=…]`, so toasts follow the app's colour mode.
 */
export const toaster = style({
  selectors: {
    '&&[data-sonner-toaster]': {
      vars: {
        '--normal-bg': vars.color.surface,
        '--normal-bg-hover': vars.color.surfaceHover,
        '--normal-border': vars.color.border,
        '--normal-border-hover': vars.color.border,
        '--normal-text': vars.color.text,
        '--border-radius': vars.radius.md,
      },
      fontFamily: vars.font.body,
    },
  },
});

export const toast = style({
  selectors: {
    '&[data-sonner-toast][data-styled="true"]': {
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.body,
      boxShadow: vars.shadow.md,
    },
  },
});

// In the compact layout the close button is a full tap target (Sonner draws it 20 px).
globalStyle(`${toast}${toast}[data-sonner-toast] [data-close-button]`, {
  '@media': { [media.compact]: { width: TAP_TARGET_PX, height: TAP_TARGET_PX } },
});
