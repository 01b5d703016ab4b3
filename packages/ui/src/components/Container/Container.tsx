import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { container } from './Container.css.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Default `div`. */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav';
}

/** Centers its content with a maximum width of 1200 px and side padding. */
export function Container({ as: Component = 'div', className, ...rest }: ContainerProps) {
  return <Component className={cx(container, className)} {...rest} />;
}
