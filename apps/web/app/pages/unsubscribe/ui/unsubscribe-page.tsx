import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import type { UnsubscribeActionData } from '../api/action.server.ts';
import type { UnsubscribeData } from '../api/loader.server.ts';
import * as styles from './unsubscribe-page.css.ts';

/**
 * `/unsubscribe?token=…`: the link of an unread-message email (ADR 0041). It says what the
 * button does and changes nothing by itself; the button posts the token.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const loaded = useLoaderData<UnsubscribeData>();
  const posted = useActionData<UnsubscribeActionData>();
  const busy = useNavigation().state !== 'idle';
  const state = posted ?? loaded;
  const settings = (
    <Link to={to('/me/settings')} className={styles.settingsLink}>
      {t('notifications.unsubscribe.settings')}
    </Link>
  );
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('notifications.unsubscribe.title')}</Heading>
      {state.state === 'done' ? (
        <>
          <p role="status">{t('notifications.unsubscribe.done')}</p>
          <p className={styles.muted}>{t('notifications.unsubscribe.doneHint')}</p>
          {settings}
        </>
      ) : state.state === 'invalid' ? (
        <>
          <p role="alert">{t('notifications.unsubscribe.invalid')}</p>
          {settings}
        </>
      ) : (
        <>
          <p>{t('notifications.unsubscribe.description')}</p>
          {state.state === 'failed' ? (
            <p role="alert">{t('notifications.unsubscribe.failed')}</p>
          ) : null}
          <Form method="post" className={styles.form}>
            <input type="hidden" name="token" value={state.token} />
            <Button type="submit" disabled={busy}>
              {t('notifications.unsubscribe.submit')}
            </Button>
          </Form>
        </>
      )}
    </Container>
  );
}
