import { useActionData, useFetcher, useLocation } from '@remix-run/react';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { engagementResultOf, type EngagementResult } from '../model/types.ts';
import * as styles from './engagement.css.ts';

/**
 * "Show phone number": a form posted to the ad page's action. Without JavaScript the page
 * comes back with the numbers as tel: links; with JavaScript the same through a fetcher.
 */
export function PhoneReveal({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fetcher = useFetcher<EngagementResult>({ key: `ad-phones-${adId}` });
  const posted = engagementResultOf(useActionData());
  const result =
    engagementResultOf(fetcher.data) ?? (posted?.intent === 'phones' ? posted : undefined);

  if (result?.intent === 'phones' && result.phones) {
    return (
      <ul className={styles.phoneList} aria-live="polite">
        {result.phones.map((phone) => (
          <li key={phone.tel}>
            <a
              href={`tel:${phone.tel}`}
              className={styles.phoneLink}
              aria-label={t('adPage.phones.call', { phone: phone.display })}
            >
              {phone.display}
            </a>
          </li>
        ))}
      </ul>
    );
  }
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={pathname}>
      <input type="hidden" name="intent" value="phones" />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? t('adPage.phones.revealing') : t('adPage.phones.reveal')}
      </Button>
      {result?.error ? (
        <p role="alert" className={styles.alert}>
          {t(result.error)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
