import { useLocation } from '@remix-run/react';
import { toast, Toaster } from '@repo/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './flash-toasts.css.ts';

export interface FlashMessage {
  id: string;
  type: 'success' | 'error' | 'info';
  key: string;
}

/**
 * The toaster (spec §2: top-right, at most 5, 2 s) and the server's flash message:
 * shown as a toast with JavaScript, as a plain message in the page without it.
 * Every route change clears the toasts.
 */
export function FlashToasts({ flash }: { flash: FlashMessage | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    toast.dismiss();
  }, [pathname]);

  useEffect(() => {
    if (!flash) return;
    const show =
      flash.type === 'error' ? toast.error : flash.type === 'success' ? toast.success : toast;
    show(t(flash.key), { id: flash.id });
  }, [flash, t]);

  return (
    <>
      <Toaster label={t('toast.label')} closeLabel={t('toast.close')} />
      {flash ? (
        <noscript>
          <p role="status" className={styles.banner} data-flash={flash.type}>
            {t(flash.key)}
          </p>
        </noscript>
      ) : null}
    </>
  );
}
