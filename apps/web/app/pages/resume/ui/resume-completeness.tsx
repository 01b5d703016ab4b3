import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { resumeLoader } from '../api/resume.server.ts';
import * as styles from './resume.css.ts';

type LoaderData = Awaited<ReturnType<typeof resumeLoader>>;

/** The completeness meter: how much of the saved resume is filled in, and what is missing. */
export function Completeness() {
  const { t } = useTranslation();
  const { completeness } = useLoaderData<LoaderData>();
  const missing = completeness.missing.map((section) => t(`resume.sections.${section}`));
  return (
    <section className={styles.meter} data-testid="resume-completeness">
      <p id="resume-meter-label" className={styles.muted}>
        <strong>{t('resume.completeness.label', { percent: completeness.percent })}</strong>
      </p>
      <meter
        className={styles.meterBar}
        min={0}
        max={100}
        low={50}
        high={90}
        optimum={100}
        value={completeness.percent}
        aria-labelledby="resume-meter-label"
      />
      <p className={styles.muted}>
        {missing.length
          ? t('resume.completeness.missing', { sections: missing.join(', ') })
          : t('resume.completeness.done')}
      </p>
    </section>
  );
}
