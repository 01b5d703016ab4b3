import { Form } from '@remix-run/react';
import type { MemberSettings } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './account-page.css.ts';

/**
 * `/me/settings`: the unread-message email on or off (ADR 0041). A plain form: the checkbox
 * shows the saved state, Save posts it (unticked, the browser sends nothing for it).
 */
export function ChatEmailSetting({ settings }: { settings: MemberSettings | null }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="chat-email-heading" className={styles.blocked}>
      <Heading level={2} size={3} id="chat-email-heading">
        {t('notifications.email.heading')}
      </Heading>
      {settings === null ? (
        <p role="alert">{t('notifications.email.unavailable')}</p>
      ) : (
        <Form method="post" action={to('/me/settings')} className={styles.emailForm}>
          <input type="hidden" name="intent" value="chat-email" />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name="chat_email"
              // A new key after each save: the box shows what was saved, not what was clicked.
              key={String(settings.chat_email)}
              defaultChecked={settings.chat_email}
              aria-describedby="chat-email-hint"
            />
            {t('notifications.email.label')}
          </label>
          <p id="chat-email-hint" className={styles.muted}>
            {t('notifications.email.hint')}{' '}
            {settings.email
              ? t('notifications.email.to', { email: settings.email })
              : t('notifications.email.noEmail')}
          </p>
          <div>
            <Button type="submit" variant="secondary">
              {t('notifications.email.save')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
