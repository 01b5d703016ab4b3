import { useLocation } from '@remix-run/react';
import { toast, Toaster } from '@repo/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../lib/after-hydration.ts';
import * as styles from './flash-toasts.css.ts';
import { HEADER_ROW_PX } from './header-row.ts';

export interface FlashMessage {
  id: string;
  type: 'success' | 'error' | 'info';
  key: string;
}

/**
 * The toaster (spec §2: top-right below the header's row, at most 5, 2 s) and the server's flash message:
 * shown as a plain message in the server's page (all a browser without JavaScript
 * gets) and as a toast once the page is hydrated.
 * Every route change clears the toasts.
 */
export function FlashToasts({ flash }: { flash: FlashMessage | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Until hydration the message is plain text in the page (JavaScript off); then a toast.
  const hydrated = useHydrated();

  useEffect(() => {
    toast.dismiss();
  }, [pathname]);

  useEffect(() => {
    if (!flash) return;
    const show =
      flash.type === 'error' ? toast.error : flash.type === 'success' ? toast.success : toast;
    // The shell's 2 s (spec §2, §9), as every toast.
    show(t(flash.key), { id: flash.id });
  }, [flash, t]);

  return (
    <>
      <Toaster
        label={t('toast.label')}
        closeLabel={t('toast.close')}
        topOffset={HEADER_ROW_PX + 8}
      />
      {flash && !hydrated ? (
        <p role="status" className={styles.banner} data-flash={flash.type}>
          {t(flash.key)}
        </p>
      ) : null}
    </>
  );
}
