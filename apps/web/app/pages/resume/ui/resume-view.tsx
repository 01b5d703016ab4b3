import { Link, useLoaderData } from '@remix-run/react';
import { Button, Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { ResumeSheet } from '~/widgets/resume-sheet/index.ts';
import { useLocalizedPath } from '~/shared/i18n/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import type { resumeViewLoader } from '../api/view.server.ts';
import * as styles from './resume-view.css.ts';

type ViewData = Awaited<ReturnType<typeof resumeViewLoader>>;

/**
 * `/me/resume/view`: the resume typeset for reading and printing (A4, no site header or
 * footer on paper), in the page's language. "Print" needs JavaScript; without it the
 * browser's own print command prints the same page.
 */
export function ResumeViewPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const { resume } = useLoaderData<ViewData>();
  if (!resume)
    return (
      <main className={styles.page}>
        <Heading level={1}>{t('resume.title')}</Heading>
        <p>{t('resume.view.none')}</p>
        <p>
          <Link to={to('/me/resume')} className={styles.link}>
            {t('resume.view.create')}
          </Link>
        </p>
      </main>
    );
  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={to('/me/resume')} className={styles.link}>
          {t('resume.editLink')}
        </Link>
        {/* A download, not a page: a plain link the router leaves to the browser. */}
        <a href={to('/me/resume/pdf')} download className={styles.link} data-testid="resume-pdf">
          {t('resume.view.pdf')}
        </a>
        {hydrated ? (
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {t('resume.view.print')}
          </Button>
        ) : null}
      </div>
      <ResumeSheet resume={resume} />
    </main>
  );
}
