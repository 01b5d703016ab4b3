// Long on purpose: one conform form (`ResumeForm`) whose field helpers (`text`, `select`)
// close over its `fields`; its sections share one frame (`FormSection`) and the repeatable ones
// one list with its buttons (`ListSection`). The meter and the file's form are apart.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
} from '@remix-run/react';
import { EDUCATION_LEVELS, GENDERS, JOB_TYPES, MARITAL_STATUSES, SKILL_LEVELS } from '@repo/domain';
import { Button, Heading } from '@repo/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '~/entities/location/index.ts';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { useHydrated } from '~/shared/lib/after-hydration.ts';
import {
  controlClass,
  Field,
  FormErrors,
  InputField,
  TextareaField,
} from '~/shared/ui/form/index.ts';
import type { ResumeActionData, resumeLoader } from '../api/resume.server.ts';
import { EMPTY_ITEM, type ResumeList } from '../model/resume-form.ts';
import * as styles from './resume.css.ts';
import { AttachmentForm } from './resume-attachment.tsx';
import { Completeness } from './resume-completeness.tsx';

type LoaderData = Awaited<ReturnType<typeof resumeLoader>>;

/** The builder's fields as the browser sends them: text, lists of rows, ticked boxes. */
type ResumeFormShape = {
  first_name: string;
  last_name: string;
  gender: string;
  date_of_birth: string;
  nationality: string;
  email: string;
  phones: string[];
  province_id: string;
  district_id: string;
  commune_id: string;
  address: string;
  current_position: string;
  years_of_experience: string;
  marital_status: string;
  education_level: string;
  summary: string;
  experiences: {
    company: string;
    position: string;
    start: string;
    end: string;
    present: string;
    description: string;
  }[];
  education: { school: string; degree: string; major: string }[];
  skills: { name: string; level: string }[];
  languages: { name: string; level: string }[];
  hobbies: string[];
  references: { name: string; position: string; company: string; phone: string; email: string }[];
  job_types: string[];
  preferred_category_ids: string[];
  preferred_province_ids: string[];
  expected_salary: string;
};

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
const FORM_ID = 'resume-form';

/**
 * `/me/resume` (ADR 0050): the completeness meter, the builder and the attached file. The
 * builder is one plain form; adding, removing and moving a list's items are submit buttons
 * (conform's intents) the action answers, so they work without JavaScript too.
 */
export function ResumePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const loaded = useLoaderData<LoaderData>();
  const flashId = useRouteLoaderData<{ flash: { id: string } | null }>('root')?.flash?.id;
  return (
    <main className={styles.page}>
      <Heading level={1}>{t('resume.title')}</Heading>
      <p className={styles.muted}>{t('resume.description')}</p>
      {loaded.saved ? (
        <p className={styles.links}>
          <Link to={to('/me/resume/view')} className={styles.link} data-testid="resume-view-link">
            {t('resume.viewLink')}
          </Link>
        </p>
      ) : null}
      <Completeness />
      {/* A new toast (the resume saved): the form starts again from what was saved. */}
      <ResumeForm key={flashId ?? FORM_ID} />
      <AttachmentForm />
    </main>
  );
}

function ResumeForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const loaded = useLoaderData<LoaderData>();
  const answer = useActionData<ResumeActionData>();
  const lastResult =
    answer && 'result' in answer ? (answer.result as SubmissionResult<string[]>) : undefined;
  const places = answer && 'places' in answer ? answer.places : loaded.places;
  const navigation = useNavigation();
  // Saving (not a list button, the places' refresh or the file's form): the button waits.
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === null &&
    navigation.formData.get('__intent__') === null;
  const { limits } = loaded;
  const [form, fields] = useForm<ResumeFormShape>({
    id: FORM_ID,
    lastResult,
    constraint: loaded.constraint,
    defaultValue: loaded.defaults as Partial<ResumeFormShape>,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });
  // Without JavaScript the page comes back at its top: the list buttons bring the member back
  // to the section they changed.
  const listProps = { form, backTo: hydrated ? null : to('/me/resume') };

  const text = (
    meta: Meta,
    label: string,
    options: {
      type?: 'text' | 'email' | 'tel' | 'date' | 'month' | 'number';
      hint?: string;
      maxLength?: number;
      autoComplete?: string;
      min?: number;
      max?: number;
    } = {},
  ) => {
    const { type = 'text', hint, ...rest } = options;
    return (
      <InputField
        input={getInputProps(meta, { type, ariaAttributes: false }) as never}
        errors={meta.errors}
        label={label}
        hint={hint}
        {...(type === 'number' ? { inputMode: 'numeric' as const } : {})}
        {...rest}
      />
    );
  };

  const select = (meta: Meta, label: string, options: readonly string[], prefix: string) => (
    <Field id={meta.id} label={label} errors={meta.errors}>
      {(aria) => {
        const { key, ...props } = getSelectProps(meta, { ariaAttributes: false });
        return (
          <select key={key} {...props} {...aria} className={controlClass}>
            <option value="">{t('resume.choose')}</option>
            {options.map((value) => (
              <option key={value} value={value}>
                {t(`${prefix}.${value}`)}
              </option>
            ))}
          </select>
        );
      }}
    </Field>
  );

  const checkboxes = (
    meta: Meta,
    legend: string,
    options: readonly { id: string; name: string }[],
  ) => (
    <fieldset
      className={styles.choices}
      aria-describedby={meta.errors ? `${meta.id}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const { key, ...props } = getInputProps(meta, {
          type: 'checkbox',
          value: option.id,
          ariaAttributes: false,
        });
        return (
          <label key={option.id} className={styles.choice}>
            <input key={key} {...props} id={`${meta.id}-${option.id}`} />
            {option.name}
          </label>
        );
      })}
      {meta.errors ? (
        <p id={`${meta.id}-error`} className={styles.errors}>
          {meta.errors.map((error) => t(error)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );

  const levelled = (item: FieldMetadata<{ name: string; level: string }>, label: string) => {
    const f = item.getFieldset();
    return (
      <div className={styles.twoColumns}>
        {text(f.name as Meta, label, { maxLength: limits.shortMax })}
        {select(f.level as Meta, t('resume.fields.level'), SKILL_LEVELS, 'resume.levels')}
      </div>
    );
  };

  const phones = (fields.phones.initialValue ?? []) as (string | undefined)[];
  const f = fields;
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className={styles.form}>
      {lastResult?.status === 'error' ? (
        <p role="alert" className={styles.alert}>
          {t('resume.failed')}
        </p>
      ) : null}
      <FormErrors errors={form.errors} />

      <FormSection id="personal" heading={t('resume.sections.personal')}>
        <div className={styles.twoColumns}>
          {text(f.first_name, t('resume.fields.first_name'), {
            maxLength: limits.nameMax,
            autoComplete: 'given-name',
          })}
          {text(f.last_name, t('resume.fields.last_name'), {
            maxLength: limits.nameMax,
            autoComplete: 'family-name',
          })}
          {select(f.gender, t('resume.fields.gender'), GENDERS, 'resume.genders')}
          {text(f.date_of_birth, t('resume.fields.date_of_birth'), {
            type: 'date',
            autoComplete: 'bday',
          })}
          {text(f.nationality, t('resume.fields.nationality'), { maxLength: limits.shortMax })}
          {select(
            f.marital_status,
            t('resume.fields.marital_status'),
            MARITAL_STATUSES,
            'resume.maritalStatuses',
          )}
        </div>
      </FormSection>

      <FormSection id="contact" heading={t('resume.sections.contact')}>
        {text(f.email, t('resume.fields.email'), {
          type: 'email',
          autoComplete: 'email',
          maxLength: 254,
        })}
        <p className={styles.muted} id="resume-phones-hint">
          {t('resume.fields.phonesHint')}
        </p>
        <ListErrors meta={f.phones} />
        <div className={styles.twoColumns}>
          {Array.from({ length: limits.phonesMax }, (_, index) => {
            const name = `${f.phones.name}[${index}]`;
            const id = `${FORM_ID}-phone-${index}`;
            return (
              <Field
                key={`${f.phones.key ?? ''}-${index}`}
                id={id}
                label={t('resume.fields.phone', { n: index + 1 })}
                errors={form.allErrors[name]}
              >
                {(aria) => (
                  <input
                    {...aria}
                    type="tel"
                    name={name}
                    autoComplete={index === 0 ? 'tel' : 'off'}
                    maxLength={30}
                    defaultValue={phones[index] ?? ''}
                    className={controlClass}
                  />
                )}
              </Field>
            );
          })}
        </div>
      </FormSection>

      <FormSection id="location" heading={t('resume.sections.location')}>
        <LocationFields
          key={f.province_id.key}
          formId={FORM_ID}
          defaults={{
            province_id: f.province_id.initialValue ?? '',
            district_id: f.district_id.initialValue ?? '',
            commune_id: f.commune_id.initialValue ?? '',
          }}
          errors={{
            province_id: f.province_id.errors,
            district_id: f.district_id.errors,
            commune_id: f.commune_id.errors,
          }}
          provinces={loaded.provinces}
          districts={places.districts}
          communes={places.communes}
          hydrated={hydrated}
          placesUrl={(parent) => `/api/_places?parent=${encodeURIComponent(parent)}&lng=${locale}`}
          provinceRequired={false}
        />
        {text(f.address, t('resume.fields.address'), {
          maxLength: limits.addressMax,
          autoComplete: 'street-address',
        })}
      </FormSection>

      <FormSection id="position" heading={t('resume.sections.position')}>
        <div className={styles.twoColumns}>
          {text(f.current_position, t('resume.fields.current_position'), {
            maxLength: limits.shortMax,
            autoComplete: 'organization-title',
          })}
          {text(f.years_of_experience, t('resume.fields.years_of_experience'), {
            type: 'number',
            min: 0,
            max: limits.yearsMax,
          })}
          {select(
            f.education_level,
            t('resume.fields.education_level'),
            EDUCATION_LEVELS,
            'resume.educationLevels',
          )}
        </div>
        <TextareaField
          textarea={getTextareaProps(f.summary, { ariaAttributes: false }) as never}
          errors={f.summary.errors}
          label={t('resume.fields.summary')}
          hint={t('resume.fields.summaryHint')}
          maxLength={limits.summaryMax}
          rows={4}
        />
      </FormSection>

      <ListSection
        list="experiences"
        meta={f.experiences}
        heading={t('resume.sections.experience')}
        hint={t('resume.fields.experienceHint')}
        {...listProps}
      >
        {(item) => {
          const x = item.getFieldset();
          const present = getInputProps(x.present as Meta, {
            type: 'checkbox',
            ariaAttributes: false,
          });
          const { key: presentKey, ...presentProps } = present;
          return (
            <>
              <div className={styles.twoColumns}>
                {text(x.company as Meta, t('resume.fields.company'), {
                  maxLength: limits.shortMax,
                })}
                {text(x.position as Meta, t('resume.fields.position'), {
                  maxLength: limits.shortMax,
                })}
                {text(x.start as Meta, t('resume.fields.start'), {
                  type: 'month',
                  hint: t('resume.fields.monthHint'),
                })}
                {text(x.end as Meta, t('resume.fields.end'), {
                  type: 'month',
                  hint: t('resume.fields.monthHint'),
                })}
              </div>
              <label className={styles.check}>
                <input key={presentKey} {...presentProps} />
                {t('resume.fields.present')}
              </label>
              <TextareaField
                textarea={
                  getTextareaProps(x.description as Meta, { ariaAttributes: false }) as never
                }
                errors={x.description.errors}
                label={t('resume.fields.description')}
                maxLength={limits.descriptionMax}
                rows={3}
              />
            </>
          );
        }}
      </ListSection>

      <ListSection
        list="education"
        meta={f.education}
        heading={t('resume.sections.education')}
        {...listProps}
      >
        {(item) => {
          const x = item.getFieldset();
          return (
            <>
              {text(x.school as Meta, t('resume.fields.school'), { maxLength: limits.shortMax })}
              <div className={styles.twoColumns}>
                {text(x.degree as Meta, t('resume.fields.degree'), { maxLength: limits.shortMax })}
                {text(x.major as Meta, t('resume.fields.major'), { maxLength: limits.shortMax })}
              </div>
            </>
          );
        }}
      </ListSection>

      <ListSection
        list="skills"
        meta={f.skills}
        heading={t('resume.sections.skills')}
        {...listProps}
      >
        {(item) => levelled(item, t('resume.fields.skill'))}
      </ListSection>
      <ListSection
        list="languages"
        meta={f.languages}
        heading={t('resume.sections.languages')}
        {...listProps}
      >
        {(item) => levelled(item, t('resume.fields.language'))}
      </ListSection>
      <ListSection
        list="hobbies"
        meta={f.hobbies}
        heading={t('resume.sections.hobbies')}
        {...listProps}
      >
        {(item) => text(item as Meta, t('resume.fields.hobby'), { maxLength: limits.shortMax })}
      </ListSection>
      <ListSection
        list="references"
        meta={f.references}
        heading={t('resume.sections.references')}
        {...listProps}
      >
        {(item) => {
          const x = item.getFieldset();
          return (
            <div className={styles.twoColumns}>
              {text(x.name as Meta, t('resume.fields.referenceName'), {
                maxLength: limits.nameMax,
              })}
              {text(x.position as Meta, t('resume.fields.referencePosition'), {
                maxLength: limits.shortMax,
              })}
              {text(x.company as Meta, t('resume.fields.referenceCompany'), {
                maxLength: limits.shortMax,
              })}
              {text(x.phone as Meta, t('resume.fields.referencePhone'), {
                type: 'tel',
                maxLength: 30,
              })}
              {text(x.email as Meta, t('resume.fields.referenceEmail'), {
                type: 'email',
                maxLength: 254,
              })}
            </div>
          );
        }}
      </ListSection>

      <FormSection id="preferences" heading={t('resume.sections.preferences')}>
        {checkboxes(
          f.job_types as Meta,
          t('resume.fields.job_types'),
          JOB_TYPES.map((id) => ({ id, name: t(`ad.options.job_type.${id}`) })),
        )}
        {checkboxes(
          f.preferred_category_ids as Meta,
          t('resume.fields.preferred_categories'),
          loaded.jobCategories,
        )}
        {checkboxes(
          f.preferred_province_ids as Meta,
          t('resume.fields.preferred_provinces'),
          loaded.provinces,
        )}
        {text(f.expected_salary, t('resume.fields.expected_salary'), {
          type: 'number',
          min: 0,
          max: limits.salaryMax,
        })}
      </FormSection>

      <div>
        <Button type="submit" disabled={busy}>
          {t('resume.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** One part of the builder: a section named by its heading. */
function FormSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <Heading level={2} size={3} id={`${id}-heading`}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** A list's own errors (too many items; a phone missing), read out when they appear. */
function ListErrors({ meta }: { meta: { errors?: string[] } }) {
  const { t } = useTranslation();
  return meta.errors ? (
    <p className={styles.errors} role="alert">
      {meta.errors.map((error) => t(error)).join(' ')}
    </p>
  ) : null;
}

/**
 * A repeatable section (experience, education, skills, languages, hobbies, references): its
 * items, each a numbered group with its move and remove buttons, and "add". The buttons are
 * plain submit buttons with conform's intents, so they work without JavaScript; then
 * (`backTo` given) they post to `backTo#list`, to come back to the section.
 */
function ListSection<Item>({
  list,
  meta,
  heading,
  hint,
  form,
  backTo,
  children: render,
}: {
  list: ResumeList;
  meta: FieldMetadata<Item[], Record<string, unknown>, string[]>;
  heading: string;
  hint?: string;
  form: FormMetadata<ResumeFormShape, string[]>;
  backTo: string | null;
  children: (item: FieldMetadata<Item, Record<string, unknown>, string[]>) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = meta.getFieldList();
  const back = backTo === null ? {} : { formAction: `${backTo}#${list}` };
  return (
    <FormSection id={list} heading={heading}>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      <ListErrors meta={meta} />
      {items.length === 0 ? <p className={styles.muted}>{t('resume.empty')}</p> : null}
      <ol className={styles.list}>
        {items.map((item, index) => {
          const name = t(`resume.items.${list}`, { n: index + 1 });
          const move = (to: number, key: 'moveUp' | 'moveDown') => (
            <Button
              variant="secondary"
              size="sm"
              {...form.reorder.getButtonProps({ name: meta.name, from: index, to })}
              {...back}
              aria-label={t(`resume.${key}Item`, { item: name })}
            >
              {t(`resume.${key}`)}
            </Button>
          );
          return (
            <li key={item.key}>
              <fieldset className={styles.item} data-testid={`resume-${list}-item`}>
                <legend className={styles.legend}>{name}</legend>
                {render(item)}
                <div className={styles.itemButtons}>
                  {index > 0 ? move(index - 1, 'moveUp') : null}
                  {index < items.length - 1 ? move(index + 1, 'moveDown') : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    {...form.remove.getButtonProps({ name: meta.name, index })}
                    {...back}
                    aria-label={t('resume.removeItem', { item: name })}
                  >
                    {t('resume.remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          {...form.insert.getButtonProps({
            name: meta.name,
            defaultValue: EMPTY_ITEM[list] as never,
          })}
          {...back}
        >
          {t(`resume.add.${list}`)}
        </Button>
      </div>
    </FormSection>
  );
}
