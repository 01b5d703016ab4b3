import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import {
  AD_FIELD_DEFINITIONS,
  adFieldDefinitionsFor,
  PRICE_KINDS,
  type AdFieldDefinition,
  type AdInput,
} from '@repo/domain';
import { Button } from '@repo/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '~/entities/location/index.ts';
import { useLocale, useLocalizedPath } from '~/shared/i18n/index.ts';
import { controlClass, Field, FormErrors } from '~/shared/ui/form/index.ts';
import type { PostAdActionData } from '../api/action.server.ts';
import type { PostAs } from '../api/post-as.server.ts';
import type { FormValues, Place } from '../model/form-values.ts';
import type { PhotoRef } from '~/features/photo-upload/index.ts';
import { adFieldControl, split, textOf, type AdFieldMeta } from './ad-field-control.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import * as styles from './post-ad-page.css.ts';
import { PriceFields } from './price-fields.tsx';
import { useHydrated } from '~/shared/lib/after-hydration.ts';

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
  /** The "Post as" choice of a new ad when the member is in a store (ADR 0045). */
  postAs: PostAs | null;
  /** `&store_id=…` of the address, kept by the category link. */
  keep: string;
}

/**
 * "Post as" (ADR 0045): the member or one of their stores; the store the address named is
 * chosen first. A store's ad shows the store's card and lists on the store's page.
 */
function PostAsField(props: {
  id: string;
  postAs: PostAs;
  chosen: string;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const { postAs } = props;
  return (
    <Field id={props.id} label={t('postAd.postAs')} errors={props.errors}>
      {(aria) => (
        <select {...aria} name="store_id" defaultValue={props.chosen} className={controlClass}>
          <option value="">{t('postAd.postAsMember', { name: postAs.member })}</option>
          {postAs.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {t('postAd.postAsStore', { name: store.name })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One part of the form (photos, details, price, location, contact) under its legend. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Step 2: the form of the chosen subcategory's type, drawn from the domain's field
 * definitions. The action checks it with `adInputSchema(type)` (as the API does) and answers
 * every problem at once, under the "check the marked fields" summary, with or without
 * JavaScript: zod and the schema stay on the server (client JS).
 * Every conform field state is read here, in the component that called `useForm`; the
 * sections get the props read here.
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
  const meta = (key: string) => fields[key] as AdFieldMeta;
  const control = (field: AdFieldDefinition) => adFieldControl(field, meta(field.key), t);
  const named = (key: string) => control(definitions.find((field) => field.key === key)!);

  const submittedKey = textOf(actionData?.result.initialValue?.idempotency_key);
  const idempotencyKey = submittedKey ?? data.idempotencyKey;

  const price = meta('price');
  const priceControl = split(getInputProps(price, { type: 'text', ariaAttributes: false }));
  const priceKindMeta = meta('price_kind');
  const kindControls = PRICE_KINDS.map((value) => ({
    value,
    control: split(getInputProps(priceKindMeta, { type: 'radio', value, ariaAttributes: false })),
  }));
  const phones = meta('phones');
  const phoneValues = ((): string[] => {
    const initial = phones.initialValue;
    if (Array.isArray(initial)) return initial.map((value) => textOf(value) ?? '');
    return typeof initial === 'string' ? [initial] : [];
  })();
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
        <Link to={`?main=${category.main.id}${data.keep}`}>{t('postAd.changeCategory')}</Link>
      </p>
      {data.postAs ? (
        <PostAsField
          id={`${form.id}-store_id`}
          postAs={data.postAs}
          chosen={actionData?.storeId ?? data.postAs.chosen}
          errors={meta('store_id')?.errors}
        />
      ) : null}

      <Section legend={t('postAd.sections.photos')}>
        <PhotoField
          id={`${form.id}-photos`}
          initial={actionData?.photos ?? data.photos}
          errors={photoErrors}
          hydrated={hydrated}
          uploadUrl={`/api/_photos?lng=${locale}`}
          onBusyChange={onBusyChange}
        />
      </Section>

      <Section legend={t('postAd.sections.details')}>
        {named('title')}
        <div className={styles.twoColumns}>
          {typeFields
            .filter((field) => field.kind !== 'boolean' && field.kind !== 'textarea')
            .map(control)}
        </div>
        {typeFields.filter((field) => field.kind === 'boolean').map(control)}
        {named('description')}
      </Section>

      {/* A job is paid by its salary (among its details): it asks no price. */}
      {category.type === 'job' ? null : (
        <Section legend={t('postAd.sections.price')}>
          <PriceFields
            price={{ id: price.id, errors: price.errors, control: priceControl }}
            kind={{ id: priceKindMeta.id, errors: priceKindMeta.errors, controls: kindControls }}
            disabled={hydrated && priceKind === 'free'}
            onKindChange={setPriceKind}
          />
        </Section>
      )}

      <Section legend={t('postAd.sections.location')}>
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
        {named('address')}
      </Section>

      <Section legend={t('postAd.sections.contact')}>
        {named('contact_name')}
        <PhoneFields formId={form.id} values={phoneValues} errors={phones.allErrors} />
      </Section>

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
