import { Form, useLocation, useSubmit } from '@remix-run/react';
// The zod-free part of the domain: the page's JS stays small (ADR 0012).
import {
  LISTING_CONDITIONS,
  LISTING_FIELD_PARAMS,
  LISTING_JOB_SORTS,
  LISTING_LIMIT,
  LISTING_POSTED,
  LISTING_PRICE_MAX,
  LISTING_QUERY_MAX,
  LISTING_SORTS,
} from '@repo/domain/listing';
import { Button } from '@repo/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterFormView } from '../api/filter-form.server.ts';
import { cleanFormParams, filledPlaces } from '../model/listing-url.ts';
import * as styles from './ad-listing.css.ts';
import { CategoryFields } from './category-fields.tsx';
import { PlaceFields } from './place-fields.tsx';
import { controlClass } from '~/shared/ui/form/index.ts';

/**
 * The listing's filters: a GET form to this page (or to `action`) (the URL holds the whole state), so it works
 * without JavaScript; with it, empty fields and defaults stay out of the address.
 */
export function FilterForm({
  form,
  options,
  action,
}: FilterFormView & {
  /** Where the form goes: this page (a listing), or `/search-result` from `/search`. */
  action?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const target = action ?? pathname;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value);
    }
    // Province, district, commune: the most precise place chosen (ADR 0015).
    const place = filledPlaces(params.getAll('location')).at(-1);
    params.delete('location');
    if (place !== undefined) params.set('location', place);
    // A place cleared (on a place's page, its province emptied): said as an empty place.
    const cleared = place === undefined && Boolean(options.places?.selected.province);
    // Another category: the previous one's own filters do not carry over.
    const category = params.get('category');
    if (category !== null && category !== form.category)
      for (const name of LISTING_FIELD_PARAMS) params.delete(name);
    const cleaned = cleanFormParams(params);
    if (cleared) cleaned.set('location', '');
    submit(cleaned, { method: 'get', action: target });
  };

  return (
    <Form
      // A new address (a chip, the next page, back) shows its own values.
      key={search}
      method="get"
      action={target}
      role="search"
      aria-label={t('listing.filters.label')}
      className={styles.form}
      onSubmit={onSubmit}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('listing.filters.keyword')}</span>
        <input
          type="search"
          name="q"
          defaultValue={form.q}
          maxLength={LISTING_QUERY_MAX}
          placeholder={t('listing.filters.keywordPlaceholder')}
          className={controlClass}
        />
      </label>
      {options.categories ? (
        <label className={styles.field}>
          <span className={styles.label}>{t('listing.filters.category')}</span>
          <select name="category" defaultValue={form.category} className={controlClass}>
            <option value="">{t('listing.filters.anyCategory')}</option>
            {options.categories.map((main) => (
              <optgroup key={main.slug} label={main.name}>
                <option value={main.slug}>{t('listing.filters.allOf', { name: main.name })}</option>
                {main.subs.map((sub) => (
                  <option key={sub.slug} value={sub.slug}>
                    {sub.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      {options.places ? <PlaceFields choices={options.places} /> : null}
      <div className={styles.priceRow}>
        {(['price_min', 'price_max'] as const).map((name) => (
          <label key={name} className={styles.field}>
            <span className={styles.label}>
              {t(name === 'price_min' ? 'listing.filters.priceMin' : 'listing.filters.priceMax')}
            </span>
            <input
              type="number"
              name={name}
              defaultValue={form[name]}
              min={0}
              max={LISTING_PRICE_MAX}
              step="any"
              inputMode="decimal"
              className={controlClass}
            />
          </label>
        ))}
      </div>
      <label className={styles.field}>
        <span className={styles.label}>{t('listing.filters.condition')}</span>
        <select name="condition" defaultValue={form.condition} className={controlClass}>
          <option value="">{t('listing.filters.anyCondition')}</option>
          {LISTING_CONDITIONS.map((value) => (
            <option key={value} value={value}>
              {t(`ad.options.condition.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('listing.filters.posted')}</span>
        <select name="posted" defaultValue={form.posted} className={controlClass}>
          <option value="">{t('listing.filters.anyTime')}</option>
          {LISTING_POSTED.map((value) => (
            <option key={value} value={value}>
              {t(`listing.posted.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <CategoryFields type={options.type} values={form.fields} />
      <label className={styles.field}>
        <span className={styles.label}>{t('listing.filters.sort')}</span>
        <select name="sort" defaultValue={form.sort} className={controlClass}>
          {/* The default: the best match with a keyword, else the latest (sent empty, so a
              keyword typed now gets its best match). */}
          <option value="">{t(`listing.sorts.${form.q ? 'relevance' : 'latest'}`)}</option>
          {LISTING_SORTS.filter(
            (value) => value !== 'relevance' && (form.q !== '' || value !== 'latest'),
          ).map((value) => (
            <option key={value} value={value}>
              {t(`listing.sorts.${value}`)}
            </option>
          ))}
          {options.type === 'job'
            ? LISTING_JOB_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`listingFields.sorts.${value}`)}
                </option>
              ))
            : null}
        </select>
      </label>
      {form.user ? <input type="hidden" name="user" value={form.user} /> : null}
      {form.store ? <input type="hidden" name="store" value={form.store} /> : null}
      {form.limit === LISTING_LIMIT.default ? null : (
        <input type="hidden" name="limit" value={form.limit} />
      )}
      <Button type="submit">{t('listing.filters.submit')}</Button>
    </Form>
  );
}
