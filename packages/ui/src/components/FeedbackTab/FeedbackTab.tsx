import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../../utils/cx.ts';
import { feedbackTab } from './FeedbackTab.css.ts';

export interface FeedbackTabProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  /** Where the feedback form lives. */
  href: string;
  /** Visible text of the tab (translated, e.g. "Feedback"). */
  label: string;
}

/** A vertical tab fixed to the right edge of the viewport, linking to the feedback form. */
export function FeedbackTab({ href, label, className, ...rest }: FeedbackTabProps) {
  return (
    <a href={href} className={cx(feedbackTab, className)} {...rest}>
      {label}
    </a>
  );
}
