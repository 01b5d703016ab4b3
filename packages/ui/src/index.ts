/**
 * @repo/ui: the design system. Named exports only.
 *
 * Importing this module also registers the global styles (colour modes on `:root`, `.light`,
 * `.dark`, and the body defaults) of `theme/global.css.ts`.
 */
import './theme/global.css.ts';

export { vars, lightThemeClass, darkThemeClass } from './theme/tokens.css.ts';
export type { ThemeTokens } from './theme/values.ts';
export { compactTapTarget, media, TAP_TARGET_PX } from './theme/media.ts';
export { panelToggle } from './theme/panel-toggle.css.ts';

export { Button } from './components/Button/Button.tsx';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button.tsx';

export { Container } from './components/Container/Container.tsx';
export type { ContainerProps } from './components/Container/Container.tsx';

export { Card } from './components/Card/Card.tsx';
export type { CardProps, CardPadding } from './components/Card/Card.tsx';

export { Stack } from './components/Stack/Stack.tsx';
export type { StackProps, StackGap, StackAlign, StackJustify } from './components/Stack/Stack.tsx';

export { Heading } from './components/Heading/Heading.tsx';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading.tsx';

export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx';

export { Dialog, DialogClose } from './components/Dialog/Dialog.tsx';
export type { DialogProps } from './components/Dialog/Dialog.tsx';

export { Toaster, toast } from './components/Toaster/Toaster.tsx';
export type { ToasterProps } from './components/Toaster/Toaster.tsx';

export { TooltipProvider, Tooltip } from './components/Tooltip/Tooltip.tsx';
export type { TooltipProviderProps, TooltipProps } from './components/Tooltip/Tooltip.tsx';

export { ListLoader, LIST_LOADER_STATES } from './components/ListLoader/ListLoader.tsx';
export type {
  ListLoaderProps,
  ListLoaderState,
  ListLoaderLabels,
  ListLoaderRetryProps,
} from './components/ListLoader/ListLoader.tsx';

export { BackToTop } from './components/BackToTop/BackToTop.tsx';
export type { BackToTopProps } from './components/BackToTop/BackToTop.tsx';

export { FeedbackTab } from './components/FeedbackTab/FeedbackTab.tsx';
export type { FeedbackTabProps } from './components/FeedbackTab/FeedbackTab.tsx';
