import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { Field } from '~/shared/ui/form/index.ts';
import type { ResumeActionData, resumeLoader } from '../api/resume.server.ts';
import * as styles from './resume.css.ts';

type LoaderData = Awaited<ReturnType<typeof resumeLoader>>;

/** The attached file: upload or replace, download, remove (two plain forms). */
export function AttachmentForm() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { attachment, saved } = useLoaderData<LoaderData>();
  const answer = useActionData<ResumeActionData>();
  const error = answer && 'attachmentError' in answer ? answer.attachmentError : null;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'attach';
  return (
    <section id="attachment" className={styles.attachment} aria-labelledby="attachment-heading">
      <Heading level={2} size={3} id="attachment-heading">
        {t('resume.sections.attachment')}
      </Heading>
      <p className={styles.muted} id="attachment-hint">
        {t('resume.attachment.hint')}
      </p>
      {attachment ? (
        <p data-testid="resume-attachment">
          <a href={to('/me/resume/attachment')} download={attachment.name} className={styles.link}>
            {t('resume.attachment.download', { name: attachment.name })}
          </a>{' '}
          <span className={styles.muted}>
            {t('resume.attachment.current', { size: attachment.size, date: attachment.date })}
          </span>
        </p>
      ) : (
        <p className={styles.muted}>
          {t(saved ? 'resume.attachment.none' : 'resume.attachment.saveFirst')}
        </p>
      )}
      {error ? (
        <p role="alert" className={styles.alert} data-testid="resume-attachment-error">
          {t(error)}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        action={`${to('/me/resume')}#attachment`}
        preventScrollReset
        className={styles.form}
      >
        <Field id="resume-file" label={t('resume.attachment.file')}>
          {(aria) => (
            <input
              {...aria}
              aria-describedby="attachment-hint"
              type="file"
              name="file"
              required
              accept=".pdf,.doc,.docx,.txt"
              className={styles.fileInput}
            />
          )}
        </Field>
        <div>
          <Button type="submit" name="intent" value="attach" disabled={busy}>
            {t(attachment ? 'resume.attachment.replace' : 'resume.attachment.upload')}
          </Button>
        </div>
      </Form>
      {attachment ? (
        <Form method="post" action={`${to('/me/resume')}#attachment`} preventScrollReset>
          <Button type="submit" name="intent" value="detach" variant="secondary">
            {t('resume.attachment.remove')}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
