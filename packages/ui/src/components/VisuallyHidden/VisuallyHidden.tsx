import type { HTMLAttributes } from 'react';
import { Slot } from '../../utils/slot.tsx';
import { cx } from '../../utils/cx.ts';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Apply the hiding styles to the single child element instead of a `<span>`. */
  asChild?: boolean;
}

/** Content for screen readers only (e.g. a label for an icon button). */
export function VisuallyHidden({ asChild = false, className, ...rest }: VisuallyHiddenProps) {
  const Component = asChild ? Slot : 'span';
  return <Component className={cx(visuallyHidden, className)} {...rest} />;
}
