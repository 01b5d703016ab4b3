import { TooltipProvider } from '@repo/ui';
import { CopyLinkButton } from '~/features/copy-link/index.ts';

/** The copy-link button with the tooltip provider it needs; loaded lazily by the ad view. */
export default function ShareButton() {
  return (
    <TooltipProvider>
      <CopyLinkButton />
    </TooltipProvider>
  );
}
