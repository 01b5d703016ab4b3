import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import {
  AD_FIELD_DEFINITIONS,
  AD_MAX_PHONES,
  adFieldDefinitionsFor,
  PRICE_KINDS,
  type AdFieldDefinition,
  type AdInput,
} from '@repo/domain';
import { Button } from '@repo/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { controlClass, Field, FormErrors } from '~/shared/ui/form/index.ts';
import type { PostAdActionData } from '../api/post-ad.server.ts';
import type { FormValues, Place } from '../model/form-values.ts';
import type { PhotoRef } from '../model/photos.ts';
import { LocationFields } from './location-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import * as styles from './post-ad-page.css.ts';
import { useHydrated } from './use-hydrated.ts';

export interface AdFormData {
  editing: boolean;
  category: {
    id: string;
    name: string;
    type: keyof typeof AD_FIELD_DEFINITIONS;
    main: { id: string; name: string };
  };
  defaults: FormValues;
  photos: PhotoRef[];
  idempotencyKey: string | null;
  provinces: Place[];
  places: { districts: Place[]; communes: Place[] };
}

type Meta = FieldMetadata<string | string[] | undefined, Record<string, unknown>, string[]>;

/** A conform control's props without its `key`, which React takes apart. */
function split<T extends { key?: string | undefined }>(
  props: T,
): [string | undefined, Omit<T, 'key'>] {
  const { key, ...rest } = props;
  return [key, rest];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Step 2: the form of the chosen subcategory's type, drawn from the domain's field
 * definitions. The action checks it with `adInputSchema(type)` (as the API does) and answers
 * every problem at once, under the "check the marked fields" summary, with or without
 * JavaScript: zod and the schema stay on the server (client JS).
 * Every conform field state is read here, in the component that called `useForm`.
 */
export function AdForm({ data }: { data: AdFormData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const actionData = useActionData() as PostAdActionData | undefined;
  const { category, editing } = data;
  const [form, fields] = useForm<Record<string, string | string[] | undefined>, AdInput>({
    id: `post-ad-${category.id}`,
    lastResult: actionData?.result,
    defaultValue: data.defaults,
    // No `onValidate`: the form goes to the action as it is; its errors stay until it is
    // sent again (a check as you type would be a request a keystroke).
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const [priceKind, setPriceKind] = useState(textOf(fields.price_kind?.initialValue) ?? 'fixed');
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  const definitions = adFieldDefinitionsFor(category.type);
  const typeFields = AD_FIELD_DEFINITIONS[category.type];
  const definition = (key: string) => definitions.find((field) => field.key === key);
  const meta = (key: string) => fields[key] as Meta;

  const submittedKey = textOf(actionData?.result.initialValue?.idempotency_key);
  const idempotencyKey = submittedKey ?? data.idempotencyKey;

  function optionLabel(field: AdFieldDefinition, option: string) {
    return field.labels?.[option] ?? t(`ad.options.${field.key}.${option}`);
  }

  function control(field: AdFieldDefinition): ReactNode {
    const field$ = meta(field.key);
    const label = t(`ad.fields.${field.key}`);
    const required = field.required || undefined;
    switch (field.kind) {
      case 'text':
      case 'number':
      case 'date': {
        const [key, props] = split(
          getInputProps(field$, {
            type: field.kind === 'date' ? 'date' : 'text',
            ariaAttributes: false,
          }),
        );
        return (
          <Field key={field.key} id={field$.id} label={label} errors={field$.errors}>
            {(aria) => (
              <input
                key={key}
                {...props}
                {...aria}
                aria-required={required}
                maxLength={field.kind === 'text' ? field.max : undefined}
                inputMode={
                  field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined
                }
                className={controlClass}
              />
            )}
          </Field>
        );
      }
      case 'textarea': {
        const [key, props] = split(getTextareaProps(field$, { ariaAttributes: false }));
        return (
          <Field key={field.key} id={field$.id} label={label} errors={field$.errors}>
            {(aria) => (
              <textarea
                key={key}
                {...props}
                {...aria}
                aria-required={required}
                rows={6}
                maxLength={field.max}
                className={controlClass}
              />
            )}
          </Field>
        );
      }
      case 'select': {
        const [key, props] = split(getSelectProps(field$, { ariaAttributes: false }));
        return (
          <Field key={field.key} id={field$.id} label={label} errors={field$.errors}>
            {(aria) => (
              <select
                key={key}
                {...props}
                {...aria}
                aria-required={required}
                className={controlClass}
              >
                <option value="">
                  {field.required ? t('postAd.choose') : t('postAd.notSpecified')}
                </option>
                {(field.options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {optionLabel(field, option)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      }
      case 'boolean': {
        const [key, props] = split(
          getInputProps(field$, { type: 'checkbox', ariaAttributes: false }),
        );
        return (
          <div key={field.key} className={styles.checkboxField}>
            <label className={styles.inlineLabel}>
              <input key={key} {...props} />
              {label}
            </label>
          </div>
        );
      }
      default:
        return null;
    }
  }

  const price = meta('price');
  const priceKindMeta = meta('price_kind');
  const [priceKey, priceProps] = split(
    getInputProps(price, { type: 'text', ariaAttributes: false }),
  );
  const phones = meta('phones');
  const phoneValues = ((): string[] => {
    const initial = phones.initialValue;
    if (Array.isArray(initial)) return initial.map((value) => textOf(value) ?? '');
    return typeof initial === 'string' ? [initial] : [];
  })();
  const phoneErrors = phones.allErrors;
  const photoErrors = [
    ...new Set([
      ...(actionData?.photoErrors ?? []),
      ...Object.values(meta('photos').allErrors).flat(),
    ]),
  ];
  const places = actionData?.places ?? data.places;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby="post-ad-title"
    >
      <FormErrors
        errors={form.errors}
        title={actionData?.title ?? (editing ? 'ad.errors.editFailed' : 'ad.errors.postFailed')}
      />
      <input type="hidden" name="category_id" value={category.id} />
      {idempotencyKey ? (
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      ) : null}

      <p className={styles.categoryLine}>
        <span>
          {t('postAd.category')}:{' '}
          <strong>
            {category.main.name} › {category.name}
          </strong>
        </span>
        <Link to={`?main=${category.main.id}`}>{t('postAd.changeCategory')}</Link>
      </p>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('postAd.sections.photos')}</legend>
        <PhotoField
          id={`${form.id}-photos`}
          initial={actionData?.photos ?? data.photos}
          errors={photoErrors}
          hydrated={hydrated}
          uploadUrl={`/api/_photos?lng=${locale}`}
          onBusyChange={onBusyChange}
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('postAd.sections.details')}</legend>
        {control(definition('title')!)}
        <div className={styles.twoColumns}>
          {typeFields
            .filter((field) => field.kind !== 'boolean' && field.kind !== 'textarea')
            .map(control)}
        </div>
        {typeFields.filter((field) => field.kind === 'boolean').map(control)}
        {control(definition('description')!)}
      </fieldset>

      {/* A job is paid by its salary (among its details): it asks no price. */}
      {category.type === 'job' ? null : (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('postAd.sections.price')}</legend>
          <Field id={price.id} label={t('ad.fields.price')} errors={price.errors}>
            {(aria) => (
              <input
                key={priceKey}
                {...priceProps}
                {...aria}
                inputMode="decimal"
                disabled={hydrated && priceKind === 'free'}
                className={controlClass}
              />
            )}
          </Field>
          <fieldset
            className={styles.radioRow}
            aria-describedby={
              priceKindMeta.errors?.length ? `${priceKindMeta.id}-error` : undefined
            }
          >
            <legend className={styles.groupLabel}>{t('ad.fields.price_kind')}</legend>
            {PRICE_KINDS.map((kind) => {
              const [key, props] = split(
                getInputProps(priceKindMeta, { type: 'radio', value: kind, ariaAttributes: false }),
              );
              return (
                <label key={kind} className={styles.inlineLabel}>
                  <input
                    key={key}
                    {...props}
                    id={`${priceKindMeta.id}-${kind}`}
                    onChange={() => setPriceKind(kind)}
                  />
                  {t(`ad.options.price_kind.${kind}`)}
                </label>
              );
            })}
            {priceKindMeta.errors?.length ? (
              <p id={`${priceKindMeta.id}-error`} className={styles.problems}>
                {priceKindMeta.errors.map((error) => t(error)).join(' ')}
              </p>
            ) : null}
          </fieldset>
        </fieldset>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('postAd.sections.location')}</legend>
        <LocationFields
          formId={form.id}
          defaults={{
            province_id: textOf(meta('province_id').initialValue),
            district_id: textOf(meta('district_id').initialValue),
            commune_id: textOf(meta('commune_id').initialValue),
          }}
          errors={{
            province_id: meta('province_id').errors,
            district_id: meta('district_id').errors,
            commune_id: meta('commune_id').errors,
          }}
          provinces={data.provinces}
          districts={places.districts}
          communes={places.communes}
          hydrated={hydrated}
          placesUrl={(parent) => `/api/_places?parent=${encodeURIComponent(parent)}&lng=${locale}`}
        />
        {control(definition('address')!)}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('postAd.sections.contact')}</legend>
        {control(definition('contact_name')!)}
        {Array.from({ length: AD_MAX_PHONES }, (_, index) => {
          const id = `${form.id}-phone-${index}`;
          const errors = [
            ...(index === 0 ? (phoneErrors.phones ?? []) : []),
            ...(phoneErrors[`phones[${index}]`] ?? []),
          ];
          return (
            <Field
              key={id}
              id={id}
              label={t(`postAd.phone${index + 1}`)}
              hint={index === 0 ? t('postAd.phonesHint') : undefined}
              errors={errors.length ? [...new Set(errors)] : undefined}
            >
              {(aria) => (
                <input
                  {...aria}
                  name={`phones[${index}]`}
                  type="tel"
                  autoComplete={index === 0 ? 'tel' : 'off'}
                  defaultValue={phoneValues[index] ?? ''}
                  aria-required={index === 0 || undefined}
                  className={controlClass}
                />
              )}
            </Field>
          );
        })}
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" name="intent" value="submit" disabled={submitting || uploading}>
          {uploading
            ? t('postAd.waitForPhotos')
            : submitting
              ? t(editing ? 'postAd.saving' : 'postAd.posting')
              : t(editing ? 'postAd.submitEdit' : 'postAd.submitNew')}
        </Button>
        <Link to={localized('/me')}>{t('postAd.cancel')}</Link>
      </div>
    </Form>
  );
}
