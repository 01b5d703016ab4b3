import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Button } from '@repo/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '~/features/auth/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { InputField, inputOf, useRouteForm } from '~/shared/ui/form/index.ts';
import type { verifyAction, verifyLoader } from '../index.server.ts';
import type { verifyForm } from '../api/forms.server.ts';
import * as styles from './auth-pages.css.ts';
import { AuthFormPage } from './auth-form-page.tsx';

/** Seconds left before a new code may be asked for, counting down once hydrated. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** The code step of every flow: register, forgot password, set phone, change phone, a guarded sign-in. */
export function VerifyPage() {
  const { verification, resendIn } = useLoaderData<typeof verifyLoader>();
  const actionData = useActionData<typeof verifyAction>();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { fields, frame } = useRouteForm<typeof verifyForm>('verify');
  const left = useCountdown(resendIn);

  if (!verification) {
    return (
      <AuthCard title={t('auth.verify.title')} description={t('auth.verify.missing')}>
        <Link to={to('/login')}>{t('auth.maxSentCode.back')}</Link>
      </AuthCard>
    );
  }
  const attemptsLeft =
    actionData && 'attemptsLeft' in actionData ? actionData.attemptsLeft : undefined;
  return (
    <AuthFormPage
      page="verify"
      frame={frame}
      description={t(
        verification.channel === 'sms' ? 'auth.verify.sentSms' : 'auth.verify.sentEmail',
        { target: verification.target_hint },
      )}
      after={
        <Form method="post" className={styles.resend}>
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="ghost" size="sm" disabled={left > 0}>
            {t('auth.verify.resend')}
          </Button>
          {left > 0 ? (
            <p className={styles.note}>{t('auth.verify.resendIn', { seconds: left })}</p>
          ) : null}
        </Form>
      }
    >
      {verification.purpose === 'login' ? (
        <p className={styles.note}>{t('auth.verify.loginCheck')}</p>
      ) : null}
      {typeof attemptsLeft === 'number' ? (
        <p className={styles.note}>{t('auth.verify.attemptsLeft', { count: attemptsLeft })}</p>
      ) : null}
      <input type="hidden" name="intent" value="verify" />
      <InputField
        input={inputOf(fields.code)}
        errors={fields.code.errors}
        label={t('auth.codeLabel')}
        hint={t('auth.verify.expires')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.codeInput}
      />
    </AuthFormPage>
  );
}
