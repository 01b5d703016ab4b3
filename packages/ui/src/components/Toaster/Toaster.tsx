import { TOAST } from '@repo/domain';
import { Toaster as SonnerToaster } from 'sonner';
import { toast as toastClass, toaster as toasterClass } from './Toaster.css.ts';

export interface ToasterProps {
  /**
   * Accessible name of the notifications region (translated, e.g. "Notifications"). Sonner
   * appends the hotkey, giving "Notifications F8".
   */
  label: string;
  /** Accessible name of each toast's close button (translated, e.g. "Close"). */
  closeLabel: string;
  /** How long a toast stays, in ms. Default `TOAST.shellDurationMs` (2000). */
  duration?: number;
  /**
   * Colour mode of sonner's own styles (rich colours, icons). Pass the app's resolved mode;
   * `system` follows `prefers-color-scheme`. Surfaces and text follow the theme tokens anyway.
   */
  theme?: 'light' | 'dark' | 'system';
}

/** Hotkey that moves focus to the toasts (matched against `KeyboardEvent.code`). */
const HOTKEY = [TOAST.hotkey];

/**
 * The app's single toast outlet: top-right, at most 5 visible, a close button on each toast,
 * F8 to reach them. Raise toasts with `toast()` from this package. Renders nothing visible
 * until a toast is raised, so it is safe to server-render.
 */
export function Toaster({
  label,
  closeLabel,
  duration = TOAST.shellDurationMs,
  theme = 'system',
}: ToasterProps) {
  return (
    <SonnerToaster
      position={TOAST.position}
      visibleToasts={TOAST.maxVisible}
      duration={duration}
      hotkey={HOTKEY}
      closeButton
      theme={theme}
      dir="ltr"
      containerAriaLabel={label}
      className={toasterClass}
      toastOptions={{ closeButtonAriaLabel: closeLabel, className: toastClass }}
    />
  );
}
