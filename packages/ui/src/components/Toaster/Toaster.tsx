import { TOAST } from '@repo/domain';
import { useEffect, useState, type ComponentProps } from 'react';
import type * as SonnerExports from 'sonner';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';
import { toast as toastClass, toaster as toasterClass } from './Toaster.css.ts';

type Sonner = typeof SonnerExports;

export interface ToasterProps {
  /**
   * Accessible name of the notifications region (translated, e.g. "Notifications"). The
   * hotkey is appended, giving "Notifications F8".
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
  /**
   * Distance in px from the top of the viewport to the first toast, on every width. Pass the
   * height of the app's header row so that a toast never covers its links and buttons.
   * Default: sonner's own (24 px, 16 px on phones).
   */
  topOffset?: number;
}

/** Hotkey that moves focus to the toasts (matched against `KeyboardEvent.code`). */
const HOTKEY = [TOAST.hotkey];

/*
 * Sonner (about 10 kB of gzipped script with its styles) is loaded the first time a toast is
 * raised, not with every page (client JS): most pages never show one. Until then
 * the outlet is the same empty, labelled region sonner renders, so the server's HTML and the
 * live region are there from the start. Calls made while sonner loads run in order once it
 * has; sonner's toaster shows the toasts raised before it subscribed.
 */
let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<(loaded: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return loading;
}

/** Runs `call` with sonner: at once when it is loaded, else once it is (in call order). */
function withSonner(call: (loaded: Sonner) => void): void {
  if (sonner) call(sonner);
  else
    void loadSonner()
      .then(call)
      .catch(() => {
        // The script could not load (offline): the message is lost, never the page.
        loading = undefined;
      });
}

type ToastCall = (message: string, options?: ExternalToast) => void;

/**
 * Raises a toast in the app's `Toaster` (sonner's `toast`, loaded on first use):
 * `toast(message)`, `toast.success(message)`, `toast.error(message)`, `toast.dismiss(id?)`.
 */
export const toast: ToastCall & {
  success: ToastCall;
  error: ToastCall;
  dismiss: (id?: string | number) => void;
} = Object.assign(
  (message: string, options?: ExternalToast) =>
    withSonner((loaded) => loaded.toast(message, options)),
  {
    success: (message: string, options?: ExternalToast) =>
      withSonner((loaded) => loaded.toast.success(message, options)),
    error: (message: string, options?: ExternalToast) =>
      withSonner((loaded) => loaded.toast.error(message, options)),
    dismiss: (id?: string | number) => {
      // Nothing was ever shown before sonner is asked for: nothing to dismiss.
      if (loading) withSonner((loaded) => loaded.toast.dismiss(id));
    },
  },
);

/** The props the app's sonner toaster gets (the shell settings of the spec). */
export function sonnerToasterProps({
  label,
  closeLabel,
  duration = TOAST.shellDurationMs,
  theme = 'system',
  topOffset,
}: ToasterProps): ComponentProps<typeof SonnerToaster> {
  return {
    position: TOAST.position,
    ...(topOffset === undefined
      ? {}
      : { offset: { top: topOffset }, mobileOffset: { top: topOffset } }),
    visibleToasts: TOAST.maxVisible,
    duration,
    hotkey: HOTKEY,
    closeButton: true,
    theme,
    dir: 'ltr',
    containerAriaLabel: label,
    className: toasterClass,
    toastOptions: { closeButtonAriaLabel: closeLabel, className: toastClass },
  };
}

/**
 * The app's single toast outlet: top-right, at most 5 visible, a close button on each toast,
 * F8 to reach them. Raise toasts with `toast()` from this package. Renders nothing visible
 * until a toast is raised, so it is safe to server-render.
 */
export function Toaster(props: ToasterProps) {
  const [loaded, setLoaded] = useState(sonner);
  useEffect(() => {
    if (loaded) return;
    if (sonner) {
      setLoaded(sonner);
      return;
    }
    listeners.add(setLoaded);
    return () => {
      listeners.delete(setLoaded);
    };
  }, [loaded]);
  if (loaded) return <loaded.Toaster {...sonnerToasterProps(props)} />;
  // Sonner's empty region, as it renders it.
  return (
    <section
      aria-label={`${props.label} ${HOTKEY.join('+').replace(/Key/g, '').replace(/Digit/g, '')}`}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
    />
  );
}
