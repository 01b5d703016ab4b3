import { getInputProps } from '@conform-to/react';
import type { applyInputSchema } from '@repo/domain';
import { Form, Link, useActionData, useLocation } from '@remix-run/react';
import { Button, Card, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import {
  Field,
  FormErrors,
  TextareaField,
  textareaOf,
  useSchemaForm,
} from '~/shared/ui/form/index.ts';
import { APPLICATION_LIMITS } from '@repo/domain';
import type { ApplyActionData, ApplySection } from '../api/apply.server.ts';
import * as styles from './ad-page.css.ts';

/**
 * A job ad's "Apply" card (spec §3 "Job application"): sign in first, "your own job ad", the
 * job is closed, or the plain multipart form (message, resume, a file) with the application
 * already sent above it. Works without JavaScript.
 */
export function ApplyCard({ section }: { section: ApplySection }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <Card as="section" id="apply" aria-labelledby="ad-apply" data-testid="ad-apply">
      <Heading level={2} size={3} id="ad-apply" className={styles.sectionHeading}>
        {t('applications.apply.heading')}
      </Heading>
      {section.kind === 'visitor' ? (
        <Button asChild fullWidth>
          <Link
            to={`${to('/login')}?redirect=${encodeURIComponent(`${pathname}#apply`)}`}
            data-testid="ad-apply-sign-in"
          >
            {t('applications.apply.signIn')}
          </Link>
        </Button>
      ) : section.kind === 'own' ? (
        <>
          <p className={styles.muted}>{t('applications.apply.own')}</p>
          <Link to={to('/me/jobs')} className={styles.tapLink}>
            {t('applications.apply.ownLink')}
          </Link>
        </>
      ) : section.kind === 'closed' ? (
        <p className={styles.muted}>{t('applications.apply.closed')}</p>
      ) : (
        <MemberApply section={section} />
      )}
    </Card>
  );
}

function MemberApply({ section }: { section: Extract<ApplySection, { kind: 'member' }> }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const actionData = useActionData<ApplyActionData>();
  const { form, fields, frame, key } = useSchemaForm<typeof applyInputSchema>(
    // Not `apply`: that is the card's own id (the anchor a sign-in comes back to).
    'apply-form',
    actionData?.apply,
  );
  const { application } = section;
  const sendResume = getInputProps(fields.send_resume, {
    type: 'checkbox',
    value: 'true',
    ariaAttributes: false,
  });
  const { key: checkKey, ...checkProps } = sendResume;
  return (
    <>
      {application ? (
        <div role="status" data-testid="ad-application">
          <p>
            <strong>{t('applications.apply.sentHeading')}</strong>
          </p>
          <p data-testid="ad-application-status" data-status={application.status}>
            {t('applications.apply.sentOn', {
              date: application.sent.text,
              status: t(`applications.status.${application.status}`),
            })}
          </p>
          <p className={styles.muted}>
            {application.locked
              ? t('applications.apply.locked')
              : t('applications.apply.canUpdate')}
          </p>
          <Link to={to('/me/applied-jobs')} className={styles.tapLink}>
            {t('applications.apply.allLink')}
          </Link>
        </div>
      ) : (
        <p className={styles.muted}>{t('applications.apply.intro')}</p>
      )}
      {application?.locked ? null : (
        <Form
          key={key}
          method="post"
          encType="multipart/form-data"
          action={`${pathname}?apply`}
          id={frame.formProps.id}
          noValidate={frame.formProps.noValidate}
          onSubmit={frame.formProps.onSubmit}
          preventScrollReset
          className={styles.applyForm}
          data-testid="apply-form"
        >
          <FormErrors errors={form.errors} />
          <TextareaField
            textarea={textareaOf(fields.message as Parameters<typeof textareaOf>[0])}
            errors={fields.message.errors}
            label={t('applications.apply.message')}
            hint={t('applications.apply.messageHint')}
            rows={5}
            maxLength={APPLICATION_LIMITS.messageMax}
            defaultValue={String(fields.message.initialValue ?? application?.message ?? '')}
          />
          {section.hasResume ? (
            <label className={styles.check}>
              <input
                key={checkKey}
                {...checkProps}
                className={styles.checkInput}
                defaultChecked={
                  actionData?.apply
                    ? fields.send_resume.initialValue === 'true'
                    : (application?.withResume ?? true)
                }
              />
              {t('applications.apply.sendResume')}
            </label>
          ) : (
            <p className={styles.muted}>
              {t('applications.apply.noResume')}{' '}
              <Link to={to('/me/resume')} className={styles.tapLink}>
                {t('applications.apply.buildResume')}
              </Link>
            </p>
          )}
          <Field
            id="apply-file"
            label={t('applications.apply.file')}
            hint={t('applications.apply.fileHint')}
          >
            {(aria) => (
              <input
                {...aria}
                type="file"
                name="file"
                accept=".pdf,.doc,.docx,.txt"
                className={styles.fileInput}
              />
            )}
          </Field>
          <Button type="submit" fullWidth disabled={frame.busy} data-testid="apply-submit">
            {frame.busy
              ? t('applications.apply.busy')
              : application
                ? t('applications.apply.update')
                : t('applications.apply.submit')}
          </Button>
        </Form>
      )}
    </>
  );
}
