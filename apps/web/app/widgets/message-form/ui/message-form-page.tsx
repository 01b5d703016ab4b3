import type { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { Button, Container, Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { FormErrors } from '~/shared/ui/form/index.ts';
import * as styles from './message-form-page.css.ts';

/**
 * A page with one form that sends a message to the team (feedback, contact): the title, an
 * introduction, the form's errors, its fields and the send button. The page that renders it
 * calls `useSchemaForm` and hands over the props it read there.
 */
export function MessageFormPage({
  title,
  intro,
  width,
  formProps,
  formKey,
  errors,
  busy,
  submitLabel,
  sendingLabel,
  children,
}: {
  title: string;
  intro: string;
  width: 'narrow' | 'wide';
  formProps: ReturnType<typeof getFormProps>;
  /** `useSchemaForm`'s key: a new flash (sent!) remounts the form empty. */
  formKey: string;
  errors: string[] | undefined;
  busy: boolean;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Container as="main" className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <p className={styles.intro[width]}>{intro}</p>
      {/* Errors keep what was typed; a success remounts the form empty (`formKey`). */}
      <Form method="post" {...formProps} key={formKey} className={styles.form[width]}>
        <FormErrors errors={errors} />
        {children}
        <Button type="submit" disabled={busy}>
          {busy ? sendingLabel : submitLabel}
        </Button>
      </Form>
    </Container>
  );
}
