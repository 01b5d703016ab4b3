import type { ReactElement, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { dialogContent, dialogDescription, dialogOverlay, dialogTitle } from './Dialog.css.ts';

/**
 * The radix dialog behind `Dialog` (focus trap, Escape, overlay, focus back to the trigger),
 * in a module of its own: `Dialog` loads it when a dialog is about to open.
 */
export function DialogView({
  trigger,
  title,
  description,
  children,
  open,
  onOpenChange,
}: {
  trigger: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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
