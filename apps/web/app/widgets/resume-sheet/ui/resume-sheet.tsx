import { Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeView } from '../api/resume-view.server.ts';
import * as styles from './resume-sheet.css.ts';

/**
 * A resume typeset for reading and printing, from its view (`toResumeView`, every value
 * written out in the page's language): the member's own at /me/resume/view, and the copy sent
 * with a job application on the poster's side.
 */
export function ResumeSheet({
  resume,
  level = 1,
}: {
  resume: ResumeView;
  /** The name's heading level: 1 on its own page, lower inside another page. */
  level?: 1 | 2;
}) {
  const { t } = useTranslation();
  const facts = [
    resume.gender ? t(`resume.genders.${resume.gender}`) : null,
    resume.born ? t('resume.view.born', { date: resume.born }) : null,
    resume.nationality || null,
    resume.marital ? t(`resume.maritalStatuses.${resume.marital}`) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <article className={styles.sheet} data-testid="resume-sheet">
      <header className={styles.head}>
        <Heading level={level} className={styles.name}>
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
        <Part level={level} title={t('resume.sections.summary')}>
          <p className={styles.text}>{resume.summary}</p>
        </Part>
      ) : null}

      {resume.experiences.length ? (
        <Part level={level} title={t('resume.sections.experience')}>
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
        <Part level={level} title={t('resume.sections.education')}>
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
        <Levels level={level} title={t('resume.sections.skills')} items={resume.skills} />
        <Levels level={level} title={t('resume.sections.languages')} items={resume.languages} />
      </div>

      {resume.hobbies.length ? (
        <Part level={level} title={t('resume.sections.hobbies')}>
          <p className={styles.text}>{resume.hobbies.join(', ')}</p>
        </Part>
      ) : null}

      {resume.jobTypes.length ||
      resume.categories.length ||
      resume.provinces.length ||
      resume.salary ? (
        <Part level={level} title={t('resume.sections.preferences')}>
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
        <Part level={level} title={t('resume.sections.references')}>
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
  );
}

function Part({ title, level, children }: { title: string; level: 1 | 2; children: ReactNode }) {
  return (
    <section className={styles.part}>
      <Heading level={level === 1 ? 2 : 3} size={3} className={styles.partTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Skills or languages, each with its level; nothing when there are none. */
function Levels({
  title,
  level,
  items,
}: {
  title: string;
  level: 1 | 2;
  items: ResumeView['skills'];
}) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <Part level={level} title={title}>
      <ul className={styles.levels}>
        {items.map((item, index) => (
          <li key={index}>
            {item.name} <span className={styles.when}>({t(`resume.levels.${item.level}`)})</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}
