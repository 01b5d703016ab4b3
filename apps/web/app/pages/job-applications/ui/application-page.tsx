import type { applicationDecisionSchema } from '@repo/domain';
import { APPLICATION_LIMITS } from '@repo/domain';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { adPath } from '~/entities/ad/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { FormErrors, TextareaField, textareaOf, useSchemaForm } from '~/shared/ui/form/index.ts';
import { ResumeSheet } from '~/widgets/resume-sheet/index.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import type { ApplicationData, DecisionActionData } from '../api/received.server.ts';
import { posterStatus } from '../model/paths.ts';
import * as styles from './job-applications.css.ts';
import { TitleWithStatus } from './title-with-status.tsx';

/** The poster's two answers: one form, two submit buttons (no JavaScript needed). */
const DECISIONS = [
  {
    status: 'hired',
    label: 'applications.detail.hire',
    variant: 'primary',
    testId: 'decision-hire',
  },
  {
    status: 'rejected',
    label: 'applications.detail.reject',
    variant: 'secondary',
    testId: 'decision-reject',
  },
] as const;

/**
 * One application, opened by the poster (the API marks it viewed): the job, the cover
 * message, the resume as it was sent, the file, and the answer (hire or reject with a
 * message) as one plain form with two submit buttons.
 */
export function ApplicationPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { title, store, base, application, resume } = useLoaderData<ApplicationData>();
  const actionData = useActionData<DecisionActionData>();
  const { form, fields, frame, key } = useSchemaForm<typeof applicationDecisionSchema>(
    'decision',
    actionData?.result,
  );
  const decided = application.status === 'hired' || application.status === 'rejected';
  return (
    <main className={styles.page}>
      <Link to={to(base)} className={styles.link}>
        {t('applications.detail.back')}
      </Link>
      <TitleWithStatus
        title={<Heading level={1}>{title}</Heading>}
        status={application.status}
        label={t(`applications.status.${posterStatus(application.status)}`)}
        testId="application-status"
      />
      {store ? (
        <>
          <p className={styles.muted}>{store.name}</p>
          <StoreNav store={store} />
        </>
      ) : null}
      <p className={styles.line}>
        {t('applications.detail.job')}:{' '}
        <Link to={to(adPath(application.job))} className={styles.link}>
          {application.job.title}
        </Link>
      </p>
      <p className={styles.muted}>
        <time dateTime={application.applied.iso}>
          {t('applications.received.applied', { date: application.applied.text })}
        </time>
      </p>

      <section className={styles.section} aria-labelledby="application-message">
        <Heading level={2} size={3} id="application-message">
          {t('applications.detail.message')}
        </Heading>
        <p className={styles.text} data-testid="application-message-text">
          {application.message || t('applications.detail.noMessage')}
        </p>
      </section>

      {application.attachment ? (
        <section className={styles.section} aria-labelledby="application-file">
          <Heading level={2} size={3} id="application-file">
            {t('applications.detail.attachment')}
          </Heading>
          <a
            href={to(`/me/job-applications/${application.id}/attachment`)}
            className={styles.link}
            download
          >
            {t('applications.detail.download', { name: application.attachment.name })}
          </a>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="application-decision">
        <Heading level={2} size={3} id="application-decision">
          {t('applications.detail.decision')}
        </Heading>
        {decided ? (
          <p className={styles.line} data-testid="application-decided">
            {t('applications.detail.currentDecision', {
              status: t(`applications.status.${application.status}`),
            })}
          </p>
        ) : null}
        <Form
          key={key}
          method="post"
          {...frame.formProps}
          className={styles.form}
          data-testid="decision-form"
        >
          <FormErrors errors={form.errors} />
          <TextareaField
            textarea={textareaOf(fields.message as Parameters<typeof textareaOf>[0])}
            errors={fields.message.errors}
            label={t('applications.detail.decisionMessage')}
            rows={3}
            maxLength={APPLICATION_LIMITS.decisionMessageMax}
            defaultValue={String(fields.message.initialValue ?? application.decisionMessage)}
          />
          <div className={styles.buttons}>
            {DECISIONS.map((decision) => (
              <Button
                key={decision.status}
                type="submit"
                name="status"
                value={decision.status}
                variant={decision.variant}
                disabled={frame.busy}
                data-testid={decision.testId}
              >
                {t(decision.label)}
              </Button>
            ))}
          </div>
        </Form>
      </section>

      <section className={styles.section} aria-labelledby="application-resume">
        <Heading level={2} size={3} id="application-resume">
          {t('applications.detail.resume')}
        </Heading>
        {resume ? (
          <ResumeSheet resume={resume} level={2} />
        ) : (
          <p className={styles.muted}>{t('applications.detail.noResume')}</p>
        )}
      </section>
    </main>
  );
}
