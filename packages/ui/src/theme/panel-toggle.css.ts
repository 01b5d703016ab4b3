import { style } from '@vanilla-extract/css';
import { media } from './media.ts';

/**
 * The state of a panel that opens without JavaScript in the compact layout (the header's Menu,
 * a listing's Filters): a checkbox, hidden from sight but not from use, whose labels are the
 * buttons; `${panelToggle}:checked ~ &` opens the panel. From 1024 px up it is not there.
 */
export const panelToggle = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  pointerEvents: 'none',
  '@media': { [media.desktop]: { display: 'none' } },
});
