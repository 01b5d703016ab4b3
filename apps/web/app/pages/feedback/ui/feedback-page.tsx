import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import {
  Form,
  useActionData,
  useRouteLoaderData,
  useLoaderData,
  useNavigation,
} from '@remix-run/react';
import { feedbackSchema, MESSAGE_LIMITS } from '@repo/domain';
import { Button, Container, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { controlClass, Field, FormErrors } from '~/shared/ui/form/index.ts';
import type { action, loader } from '../index.server.ts';
import * as styles from './feedback-page.css.ts';

export function FeedbackPage() {
  const { from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const flashId = useRouteLoaderData<{ flash: { id: string } | null }>('root')?.flash?.id;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'feedback',
    lastResult: actionData?.result,
    constraint: getZodConstraint(feedbackSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  });

  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t('feedback.title')}</Heading>
      <p className={styles.intro}>{t('feedback.intro')}</p>
      {/* A new flash (sent!) remounts the form empty; errors keep what was typed. */}
      <Form method="post" {...getFormProps(form)} key={flashId ?? 'form'} className={styles.form}>
        <FormErrors errors={form.errors} />
        <input type="hidden" name={fields.page.name} value={from} />
        <Field
          id={fields.message.id}
          label={t('feedback.messageLabel')}
          errors={fields.message.errors}
        >
          {(aria) => (
            <textarea
              {...getTextareaProps(fields.message, { ariaAttributes: false })}
              {...aria}
              rows={6}
              maxLength={MESSAGE_LIMITS.max}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={fields.email.id}
          label={t('feedback.emailLabel')}
          hint={t('feedback.emailHint')}
          errors={fields.email.errors}
        >
          {(aria) => (
            <input
              {...getInputProps(fields.email, { type: 'email', ariaAttributes: false })}
              {...aria}
              autoComplete="email"
              className={controlClass}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? t('feedback.sending') : t('feedback.submit')}
        </Button>
      </Form>
    </Container>
  );
}
