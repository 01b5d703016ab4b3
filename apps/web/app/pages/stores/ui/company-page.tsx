import { getSelectProps } from '@conform-to/react';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import {
  COMPANY_SIZES,
  STORE_COMPANY_LIMITS,
  isEmptyCompanyProfile,
  type storeCompanyProfileInputSchema,
} from '@repo/domain';
import { Heading } from '@repo/ui';
import { useTranslation } from 'react-i18next';
import { CompanyProfile } from '~/entities/store/index.ts';
import {
  Field,
  InputField,
  controlClass,
  inputOf,
  SchemaForm,
  TextareaField,
  textareaOf,
  useRouteForm,
} from '~/shared/ui/form/index.ts';
import type { storeCompanyLoader } from '../api/company.server.ts';
import { StoreNav } from '~/widgets/store-nav/index.ts';
import * as styles from './stores.css.ts';

/** A list's errors and its items' (a benefit too long), shown once beside its textarea. */
const listErrors = (all: Record<string, string[]>) => {
  const errors = [...new Set(Object.values(all).flat())];
  return errors.length ? errors : undefined;
};

type Data = Awaited<ReturnType<typeof storeCompanyLoader>>;

/**
 * `/me/store-{id}/resume` (ADR 0051): the company profile job seekers read on the store's job
 * ads and its page. A plain form: the lists are textareas, an item a line, so it works without
 * JavaScript; a refused post shows what was typed. Staff read it.
 */
export function StoreCompanyPage() {
  const { t } = useTranslation();
  const { store, company, canEdit } = useLoaderData<Data>();
  // A saved form is drawn again from what is saved (a new toast, a new form).
  const flashId = useRouteLoaderData<{ flash: { id: string } | null }>('root')?.flash?.id;
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('company.title')}</Heading>
      <p className={styles.muted}>{store.name}</p>
      <StoreNav store={store} />
      <p>{t('company.description')}</p>
      {canEdit ? (
        <CompanyForm key={flashId ?? 'store-company'} company={company} />
      ) : (
        <>
          <p role="note">{t('company.readOnly')}</p>
          {isEmptyCompanyProfile(company) ? (
            <p className={styles.muted}>{t('company.empty')}</p>
          ) : (
            <CompanyProfile company={company} headingLevel={2} />
          )}
        </>
      )}
    </main>
  );
}

/** The profile's form, started from what is saved (or, after a refusal, from what was typed). */
function CompanyForm({ company }: { company: Data['company'] }) {
  const { t } = useTranslation();
  const { fields, frame } = useRouteForm<typeof storeCompanyProfileInputSchema>('store-company');
  /** What was typed (after a refused post), else what is saved. */
  const initial = (name: keyof typeof fields, saved: string) => {
    const typed = fields[name].initialValue;
    return typeof typed === 'string' ? typed : Array.isArray(typed) ? typed.join('\n') : saved;
  };
  return (
    <SchemaForm
      {...frame}
      errorsTitle="company.failed"
      submitLabel={t('company.submit')}
      className={styles.form}
    >
      <InputField
        input={inputOf(fields.industry as never)}
        errors={fields.industry.errors}
        label={t('company.fields.industry')}
        hint={t('company.fields.industryHint')}
        maxLength={STORE_COMPANY_LIMITS.industryMax}
        defaultValue={initial('industry', company.industry)}
      />
      <Field id={fields.size.id} label={t('company.fields.size')} errors={fields.size.errors}>
        {(aria) => {
          const { key, ...props } = getSelectProps(fields.size as never, {
            ariaAttributes: false,
          });
          return (
            <select
              key={key}
              {...props}
              {...aria}
              defaultValue={initial('size', company.size ?? '')}
              className={controlClass}
            >
              <option value="">{t('company.choose')}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`company.sizes.${size}`)}
                </option>
              ))}
            </select>
          );
        }}
      </Field>
      <InputField
        input={inputOf(fields.founded_year as never)}
        errors={fields.founded_year.errors}
        label={t('company.fields.foundedYear')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        defaultValue={initial('founded_year', company.founded_year?.toString() ?? '')}
      />
      <InputField
        input={inputOf(fields.website as never)}
        errors={fields.website.errors}
        label={t('company.fields.website')}
        hint={t('company.fields.websiteHint')}
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={STORE_COMPANY_LIMITS.websiteMax}
        defaultValue={initial('website', company.website ?? '')}
      />
      <TextareaField
        textarea={textareaOf(fields.benefits as never)}
        errors={listErrors(fields.benefits.allErrors)}
        label={t('company.fields.benefits')}
        hint={t('company.fields.benefitsHint')}
        rows={5}
        defaultValue={initial('benefits', company.benefits.join('\n'))}
      />
      <TextareaField
        textarea={textareaOf(fields.how_we_hire as never)}
        errors={fields.how_we_hire.errors}
        label={t('company.fields.howWeHire')}
        hint={t('company.fields.howWeHireHint')}
        rows={5}
        maxLength={STORE_COMPANY_LIMITS.howWeHireMax}
        defaultValue={initial('how_we_hire', company.how_we_hire)}
      />
      <TextareaField
        textarea={textareaOf(fields.languages as never)}
        errors={listErrors(fields.languages.allErrors)}
        label={t('company.fields.languages')}
        hint={t('company.fields.languagesHint')}
        rows={3}
        defaultValue={initial('languages', company.languages.join('\n'))}
      />
    </SchemaForm>
  );
}
