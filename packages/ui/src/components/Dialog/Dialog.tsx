import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type * as DialogViewExports from './DialogView.tsx';

type DialogViewModule = typeof DialogViewExports;

export interface DialogProps {
  /** The button that opens the dialog: one element that accepts a ref and spreads props. */
  trigger: ReactElement;
  /** The dialog's accessible name, shown as its heading (translated). */
  title: ReactNode;
  /** A sentence under the title, read with it (translated). */
  description?: ReactNode;
  children: ReactNode;
  /** Controlled open state; omit both to let the dialog manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/*
 * Radix's dialog (about 11 kB of gzipped script with its focus trap and scroll lock) is loaded
 * when a dialog is about to open: when its trigger is pointed at, focused or pressed, or when
 * it is opened by its owner. A page with dialogs does not wait for it (client JS).
 */
let view: DialogViewModule | undefined;
let loading: Promise<DialogViewModule> | undefined;

function loadView(): Promise<DialogViewModule> {
  loading ??= import('./DialogView.tsx').then(
    (module) => (view = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls the element's own handler, then `handler` unless the event was cancelled. */
function compose<E extends { defaultPrevented: boolean }>(
  own: ((event: E) => void) | undefined,
  handler: (event: E) => void,
) {
  return (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) handler(event);
  };
}

const CloseContext = createContext<(() => void) | null>(null);

/**
 * A modal dialog (focus trapped, Escape and the overlay close it, focus returns to the
 * trigger). It needs JavaScript: the trigger does nothing before hydration, so a page that
 * must work without JavaScript renders a plain alternative (a link or an inline form) until then.
 */
export function Dialog({ trigger, title, description, children, open, onOpenChange }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [loaded, setLoaded] = useState(view);
  const latestSetOpen = useRef(setOpen);
  latestSetOpen.current = setOpen;
  useEffect(() => {
    if (loaded || !isOpen) return;
    let current = true;
    loadView().then(
      (module) => current && setLoaded(module),
      // The script could not load (offline): the dialog stays closed.
      () => current && latestSetOpen.current(false),
    );
    return () => {
      current = false;
    };
  }, [loaded, isOpen]);

  if (loaded) {
    return (
      <CloseContext.Provider value={() => setOpen(false)}>
        <loaded.DialogView
          trigger={trigger}
          title={title}
          description={description}
          open={isOpen}
          onOpenChange={setOpen}
        >
          {children}
        </loaded.DialogView>
      </CloseContext.Provider>
    );
  }
  // Until radix is here: the trigger as radix's renders it, loading it on intent.
  const props = trigger.props as {
    onClick?: (event: MouseEvent) => void;
    onPointerEnter?: (event: MouseEvent) => void;
    onFocus?: (event: unknown) => void;
  };
  const preload = () => void loadView().catch(() => undefined);
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'data-state': isOpen ? 'open' : 'closed',
    onPointerEnter: compose(props.onPointerEnter, preload),
    onFocus: compose(props.onFocus, preload),
    onClick: compose(props.onClick, () => setOpen(!isOpen)),
  } as Record<string, unknown>);
}

/** Wraps a button inside the dialog that closes it (e.g. Cancel). */
export function DialogClose({ children }: { children: ReactElement }) {
  const close = useContext(CloseContext);
  const own = (children.props as { onClick?: (event: MouseEvent) => void }).onClick;
  return cloneElement(children, {
    onClick: compose(own, () => close?.()),
  } as Record<string, unknown>);
}
