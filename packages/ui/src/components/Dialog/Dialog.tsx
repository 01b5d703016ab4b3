import type { ReactElement, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { dialogContent, dialogDescription, dialogOverlay, dialogTitle } from './Dialog.css.ts';

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

/**
 * A modal dialog (focus trapped, Escape and the overlay close it, focus returns to the
 * trigger). It needs JavaScript: the trigger does nothing before hydration, so a page that
 * must work without JavaScript renders a plain alternative (a link or an inline form) until then.
 */
export function Dialog({ trigger, title, description, children, open, onOpenChange }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlay} />
        <RadixDialog.Content
          className={dialogContent}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={dialogTitle}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={dialogDescription}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button inside the dialog that closes it (e.g. Cancel). */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
