import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP } from '@repo/domain';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { tooltipArrow, tooltipContent } from './Tooltip.css.ts';

export interface TooltipProviderProps {
  children: ReactNode;
  /** Hover delay before a tooltip opens, in ms. Default `TOOLTIP.delayMs` (700). */
  delayDuration?: number;
  /** Window after a tooltip closes in which the next one opens at once, in ms. Default `TOOLTIP.skipDelayMs` (300). */
  skipDelayDuration?: number;
}

/** Shared timing for every `Tooltip`; mount once near the root of the app. */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP.delayMs,
  skipDelayDuration = TOOLTIP.skipDelayMs,
}: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip text (translated). */
  content: ReactNode;
  /**
   * The trigger: one focusable element that accepts a ref and spreads props (a `<button>`,
   * an `<a>`, or `Button`).
   */
  children: ReactElement;
  /** Preferred side of the trigger. Default `top`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A hint on hover and keyboard focus. Must be inside `TooltipProvider`. The content is
 * rendered in a portal only while open, so the server render contains just the trigger:
 * never put information only in a tooltip.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          className={tooltipContent}
          side={side}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
          <RadixTooltip.Arrow className={tooltipArrow} width={10} height={5} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
