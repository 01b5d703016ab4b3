import { Link, useLoaderData } from '@remix-run/react';
import { Button, Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const facts = [
    resume.gender ? t(`resume.genders.${resume.gender}`) : null,
    resume.born ? t('resume.view.born', { date: resume.born }) : null,
    resume.nationality || null,
    resume.marital ? t(`resume.maritalStatuses.${resume.marital}`) : null,
  ].filter((fact): fact is string => fact !== null);
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
      <article className={styles.sheet} data-testid="resume-sheet">
        <header className={styles.head}>
          <Heading level={1} className={styles.name}>
            {resume.name}
          </Heading>
          {resume.position || resume.years ? (
            <p className={styles.position}>
              {[
                resume.position,
                resume.years ? t('resume.view.years', { years: resume.years.text }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <ul className={styles.contact}>
            {resume.phones.map((phone) => (
              <li key={phone.href}>
                <a href={phone.href}>{phone.text}</a>
              </li>
            ))}
            {resume.email ? (
              <li>
                <a href={`mailto:${resume.email}`}>{resume.email}</a>
              </li>
            ) : null}
            {resume.address ? <li>{resume.address}</li> : null}
          </ul>
          {facts.length ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
        </header>

        {resume.summary ? (
          <Part title={t('resume.sections.summary')}>
            <p className={styles.text}>{resume.summary}</p>
          </Part>
        ) : null}

        {resume.experiences.length ? (
          <Part title={t('resume.sections.experience')}>
            {resume.experiences.map((item, index) => (
              <div key={index} className={styles.entry}>
                <p className={styles.entryHead}>
                  <strong>{item.position}</strong>, {item.company}
                </p>
                <p className={styles.when}>
                  {t('resume.view.period', {
                    start: item.start,
                    end: item.end ?? t('resume.view.present'),
                  })}
                </p>
                {item.description ? <p className={styles.text}>{item.description}</p> : null}
              </div>
            ))}
          </Part>
        ) : null}

        {resume.education.length || resume.educationLevel ? (
          <Part title={t('resume.sections.education')}>
            {resume.educationLevel ? (
              <p className={styles.text}>{t(`resume.educationLevels.${resume.educationLevel}`)}</p>
            ) : null}
            {resume.education.map((item, index) => (
              <div key={index} className={styles.entry}>
                <p className={styles.entryHead}>
                  <strong>{item.school}</strong>
                </p>
                {item.degree || item.major ? (
                  <p className={styles.when}>
                    {[item.degree, item.major].filter(Boolean).join(', ')}
                  </p>
                ) : null}
              </div>
            ))}
          </Part>
        ) : null}

        <div className={styles.columns}>
          {resume.skills.length ? (
            <Part title={t('resume.sections.skills')}>
              <ul className={styles.levels}>
                {resume.skills.map((item, index) => (
                  <li key={index}>
                    {item.name}{' '}
                    <span className={styles.when}>({t(`resume.levels.${item.level}`)})</span>
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
          {resume.languages.length ? (
            <Part title={t('resume.sections.languages')}>
              <ul className={styles.levels}>
                {resume.languages.map((item, index) => (
                  <li key={index}>
                    {item.name}{' '}
                    <span className={styles.when}>({t(`resume.levels.${item.level}`)})</span>
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
        </div>

        {resume.hobbies.length ? (
          <Part title={t('resume.sections.hobbies')}>
            <p className={styles.text}>{resume.hobbies.join(', ')}</p>
          </Part>
        ) : null}

        {resume.jobTypes.length ||
        resume.categories.length ||
        resume.provinces.length ||
        resume.salary ? (
          <Part title={t('resume.sections.preferences')}>
            <dl className={styles.prefs}>
              {resume.jobTypes.length ? (
                <>
                  <dt>{t('resume.fields.job_types')}</dt>
                  <dd>
                    {resume.jobTypes.map((type) => t(`ad.options.job_type.${type}`)).join(', ')}
                  </dd>
                </>
              ) : null}
              {resume.categories.length ? (
                <>
                  <dt>{t('resume.fields.preferred_categories')}</dt>
                  <dd>{resume.categories.join(', ')}</dd>
                </>
              ) : null}
              {resume.provinces.length ? (
                <>
                  <dt>{t('resume.fields.preferred_provinces')}</dt>
                  <dd>{resume.provinces.join(', ')}</dd>
                </>
              ) : null}
              {resume.salary ? (
                <>
                  <dt>{t('resume.fields.expected_salary')}</dt>
                  <dd>{t('resume.view.salary', { amount: resume.salary })}</dd>
                </>
              ) : null}
            </dl>
          </Part>
        ) : null}

        {resume.references.length ? (
          <Part title={t('resume.sections.references')}>
            {resume.references.map((item, index) => (
              <div key={index} className={styles.entry}>
                <p className={styles.entryHead}>
                  <strong>{item.name}</strong>
                  {item.position || item.company
                    ? `, ${[item.position, item.company].filter(Boolean).join(', ')}`
                    : ''}
                </p>
                <p className={styles.when}>
                  {item.phone ? <a href={item.phone.href}>{item.phone.text}</a> : null}
                  {item.phone && item.email ? ' · ' : null}
                  {item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : null}
                </p>
              </div>
            ))}
          </Part>
        ) : null}
      </article>
    </main>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.part}>
      <Heading level={2} size={3} className={styles.partTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
