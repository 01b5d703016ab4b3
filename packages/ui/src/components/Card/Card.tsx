import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { card, cardPadding } from './Card.css.ts';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. Default `div`. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /** Inner padding. Default `md`. */
  padding?: CardPadding;
}

/** A bordered surface that groups related content. */
export function Card({ as: Component = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Component className={cx(card, cardPadding[padding], className)} {...rest} />;
}
