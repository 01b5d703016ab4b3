import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { heading, headingSizes } from './Heading.css.ts';

export type HeadingLevel = 1 | 2 | 3;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document level: renders `<h1>`, `<h2>` or `<h3>`. */
  level: HeadingLevel;
  /** Visual size, when it must differ from the level. Defaults to `level`. */
  size?: HeadingLevel;
}

/** A section heading, `<h1>`–`<h3>`. */
export function Heading({ level, size = level, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx(heading, headingSizes[size], className)} {...rest} />;
}
