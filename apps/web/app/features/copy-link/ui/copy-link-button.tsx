import { Button, toast, Tooltip } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/shared/lib/after-hydration.ts';

/**
 * "Copy link": puts the page's address on the clipboard so it can be pasted into
 * Telegram or Facebook, and confirms with a toast. It needs JavaScript, so it appears only
 * once the page is hydrated (a browser without JavaScript shares the address bar instead).
 */
export function CopyLinkButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <Tooltip content={t('share.copyHint')}>
      <Button type="button" variant="secondary" size="sm" onClick={copy}>
        {t('share.copy')}
      </Button>
    </Tooltip>
  );
}
