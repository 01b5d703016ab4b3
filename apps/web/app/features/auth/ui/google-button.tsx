import { Form } from '@remix-run/react';
import { Button } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import * as styles from './auth-card.css.ts';

/** "Continue with Google": a plain form post, so it works without JavaScript too. */
export function GoogleButton() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <>
      <p className={styles.divider}>{t('auth.or')}</p>
      <Form method="post" action={to('/auth/google')}>
        <Button type="submit" variant="secondary" fullWidth>
          {t('auth.googleButton')}
        </Button>
      </Form>
    </>
  );
}
