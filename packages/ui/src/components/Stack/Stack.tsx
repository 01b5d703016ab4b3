import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import {
  stack,
  stackAlign,
  stackDirection,
  stackGap,
  stackJustify,
  stackWrap,
} from './Stack.css.ts';

export type StackGap = keyof typeof stackGap;
export type StackAlign = keyof typeof stackAlign;
export type StackJustify = keyof typeof stackJustify;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Default `div`. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form' | 'header' | 'footer';
  /** Main axis. Default `column`. */
  direction?: 'column' | 'row';
  /** Space between children, a key of the space scale. Default `md`. */
  gap?: StackGap;
  /** `align-items`. Browser default (`stretch`) when omitted. */
  align?: StackAlign;
  /** `justify-content`. Browser default (`flex-start`) when omitted. */
  justify?: StackJustify;
  /** Let children wrap onto new lines. */
  wrap?: boolean;
}

/** Lays its children out in a flex column or row with a gap from the space scale. */
export function Stack({
  as: Component = 'div',
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  className,
  ...rest
}: StackProps) {
  return (
    <Component
      className={cx(
        stack,
        stackDirection[direction],
        stackGap[gap],
        align && stackAlign[align],
        justify && stackJustify[justify],
        wrap && stackWrap,
        className,
      )}
      {...rest}
    />
  );
}
