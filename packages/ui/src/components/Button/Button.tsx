import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from '../../utils/slot.tsx';
import { cx } from '../../utils/cx.ts';
import { buttonBase, buttonFullWidth, buttonSizes, buttonVariants } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual style. Default `primary`. */
  variant?: ButtonVariant;
  /** Height, padding and font size. Default `md`. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * Render the single child element (e.g. a Remix `<Link>` or an `<a>`) with the button's
   * styles and props instead of a `<button>`.
   */
  asChild?: boolean;
}

/**
 * A button. Without `type` it keeps the native HTML default (`submit` inside a form), so plain
 * HTML forms work before JavaScript loads; pass `type="button"` for script-only actions.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, asChild = false, className, ...rest },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={ref}
      className={cx(
        buttonBase,
        buttonVariants[variant],
        buttonSizes[size],
        fullWidth && buttonFullWidth,
        className,
      )}
      {...rest}
    />
  );
});
