import { Container, Heading } from '@repo/ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '~/shared/ui/form/index.ts';
import * as styles from './message-form-page.css.ts';
import type { MessageFormId } from './use-message-form.ts';

/**
 * A page with one form that sends a message to the team (feedback, contact): the title, an
 * introduction, the form's errors, its fields and the send button, with the texts of
 * `<id>.title|intro|submit`. The page that renders it calls `useMessageForm` and hands over
 * the props it read there.
 */
export function MessageFormPage({
  id,
  width,
  frame,
  formKey,
  children,
}: {
  id: MessageFormId;
  width: 'narrow' | 'wide';
  frame: Pick<ComponentProps<typeof SchemaForm>, 'formProps' | 'errors' | 'busy'>;
  /** `useSchemaForm`'s key: a new flash (sent!) remounts the form empty. */
  formKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{t(`${id}.title`)}</Heading>
      <p className={styles.intro[width]}>{t(`${id}.intro`)}</p>
      {/* Errors keep what was typed; a success remounts the form empty (`formKey`). */}
      <SchemaForm
        key={formKey}
        {...frame}
        submitLabel={t(`${id}.submit`)}
        busyLabel={t('feedback.sending')}
        className={styles.form[width]}
      >
        {children}
      </SchemaForm>
    </Container>
  );
}
