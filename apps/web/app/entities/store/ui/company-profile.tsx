import type { StoreCompanyProfile } from '@repo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './company-profile.css.ts';

/**
 * A store's company profile as job seekers read it (ADR 0051): on the store's page ("Working
 * here") and beside the store's card on its job ads. Only what was filled in is shown; the
 * website is a link only because the domain accepts nothing but http and https addresses.
 */
export function CompanyProfile({
  company,
  headingLevel = 3,
}: {
  company: StoreCompanyProfile;
  /** The level of the profile's own subheadings (benefits, how we hire). */
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const Sub = `h${headingLevel}` as const;
  const facts: { term: string; value: ReactNode }[] = [];
  if (company.industry) facts.push({ term: t('company.fields.industry'), value: company.industry });
  if (company.size)
    facts.push({ term: t('company.fields.size'), value: t(`company.sizes.${company.size}`) });
  if (company.founded_year !== null)
    facts.push({ term: t('company.fields.foundedYear'), value: String(company.founded_year) });
  if (company.languages.length)
    facts.push({ term: t('company.fields.languages'), value: company.languages.join(', ') });
  if (company.website)
    facts.push({
      term: t('company.fields.website'),
      value: (
        <a
          href={company.website}
          rel="noopener noreferrer nofollow ugc"
          className={styles.link}
          data-testid="company-website"
        >
          {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      ),
    });
  return (
    <div data-testid="company-profile">
      {facts.length ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{fact.term}</dt>
              <dd className={styles.value}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {company.benefits.length ? (
        <>
          <Sub className={styles.subheading}>{t('company.fields.benefits')}</Sub>
          <ul className={styles.list} data-testid="company-benefits">
            {company.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      ) : null}
      {company.how_we_hire ? (
        <>
          <Sub className={styles.subheading}>{t('company.fields.howWeHire')}</Sub>
          <p className={styles.text}>{company.how_we_hire}</p>
        </>
      ) : null}
    </div>
  );
}
