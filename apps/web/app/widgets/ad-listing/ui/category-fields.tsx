// The zod-free part of the domain: the page's JS stays small (ADR 0012).
import {
  listingFieldFiltersFor,
  type ListingFieldFilter,
  type ListingFieldParam,
} from '@repo/domain/listing';
import type { SubcategoryType } from '@repo/domain';
import { toKhmerDigits } from '@repo/i18n';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/shared/i18n/index.ts';
import { fieldFilterLabel, fieldOptionLabel } from '../model/category-filters.ts';
import * as styles from './ad-listing.css.ts';
import * as own from './category-fields.css.ts';
import { controlClass } from '~/shared/ui/form/index.ts';

/** The bedroom minimums offered ("1+" to "5+"). */
const BEDROOMS = [1, 2, 3, 4, 5];

/**
 * The listing category's own filters (ADR 0028): plain fields of the GET
 * filter form, drawn from the domain's definitions, so they work without JavaScript. Nothing
 * when the category has none.
 */
export function CategoryFields({
  type,
  values,
}: {
  type: SubcategoryType | null;
  values: Record<ListingFieldParam, string>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const filters = listingFieldFiltersFor(type);
  if (filters.length === 0) return null;

  const field = (filter: ListingFieldFilter) => {
    const label = fieldFilterLabel(t, filter.param);
    const value = values[filter.param];
    const { definition } = filter;
    let control;
    if (filter.match === 'select') {
      control = (
        <select name={filter.param} defaultValue={value} className={controlClass}>
          <option value="">{t('listingFields.any')}</option>
          {(definition.options ?? []).map((option) => (
            <option key={option} value={option}>
              {fieldOptionLabel(t, filter, option)}
            </option>
          ))}
        </select>
      );
    } else if (filter.param === 'bedrooms') {
      // A minimum: "2+"; a value from the address outside the list stays a choice.
      const counts =
        value && !BEDROOMS.includes(Number(value)) ? [...BEDROOMS, Number(value)] : BEDROOMS;
      control = (
        <select name={filter.param} defaultValue={value} className={controlClass}>
          <option value="">{t('listingFields.any')}</option>
          {counts.map((count) => (
            <option key={count} value={String(count)}>
              {t('listingFields.atLeast', {
                number: locale === 'km' ? toKhmerDigits(String(count)) : count,
              })}
            </option>
          ))}
        </select>
      );
    } else if (filter.match === 'text') {
      control = (
        <input
          type="text"
          name={filter.param}
          defaultValue={value}
          maxLength={definition.max}
          className={controlClass}
        />
      );
    } else {
      control = (
        <input
          type="number"
          name={filter.param}
          defaultValue={value}
          min={definition.min}
          max={definition.max}
          step={definition.integer ? 1 : 'any'}
          inputMode={definition.integer ? 'numeric' : 'decimal'}
          className={controlClass}
        />
      );
    }
    return (
      <label key={filter.param} className={styles.field}>
        <span className={styles.label}>{label}</span>
        {control}
      </label>
    );
  };

  // A range's two bounds share a row, as the price's do.
  const rows: ListingFieldFilter[][] = [];
  for (const filter of filters) {
    const previous = rows.at(-1);
    if (filter.match === 'max' && previous?.length === 1 && previous[0]!.match === 'min')
      previous.push(filter);
    else rows.push([filter]);
  }

  return (
    <fieldset className={own.group} data-testid="listing-category-fields">
      <legend className={own.legend}>{t('listingFields.legend')}</legend>
      {rows.map((row) =>
        row.length === 2 ? (
          <div key={row[0]!.param} className={styles.priceRow}>
            {row.map(field)}
          </div>
        ) : (
          field(row[0]!)
        ),
      )}
    </fieldset>
  );
}
