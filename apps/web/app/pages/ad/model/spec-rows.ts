import { AD_FIELD_DEFINITIONS, type Ad, type Locale } from '@repo/domain';
import { formatDate, formatPrice, toKhmerDigits } from '@repo/i18n';

type Translate = (key: string) => string;

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** Built once: an Intl formatter costs more to make than to use. */
const NUMBERS = {
  grouped: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: true }),
  plain: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false }),
};

/** A number as written in the page's language: grouped from 10,000 up (years stay 2019). */
export function formatNumber(value: number, locale: Locale): string {
  const text = NUMBERS[Math.abs(value) >= 10_000 ? 'grouped' : 'plain'].format(value);
  return locale === 'km' ? toKhmerDigits(text) : text;
}

/**
 * The category fields of an ad as rows of a spec table, in the order of the type's field
 * definitions (packages/domain ad-fields.ts), labels and option names in the page's language:
 * `ad.fields.<key>`, `ad.options.<key>.<value>`, or the definition's own labels (brands).
 * Fields the seller left empty are left out.
 */
export function specRows(
  ad: Pick<Ad, 'fields'> & { category: Pick<Ad['category'], 'type'> },
  locale: Locale,
  t: Translate,
): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const field of AD_FIELD_DEFINITIONS[ad.category.type]) {
    const raw = ad.fields[field.key];
    if (raw === undefined || raw === '') continue;
    let value: string;
    switch (field.kind) {
      case 'select': {
        const code = String(raw);
        value = field.labels?.[code] ?? t(`ad.options.${field.key}.${code}`);
        break;
      }
      case 'boolean':
        value = t(raw === true ? 'adPage.yes' : 'adPage.no');
        break;
      case 'number':
      case 'price':
        value =
          typeof raw !== 'number'
            ? String(raw)
            : field.unit === 'USD'
              ? formatPrice(raw, locale)
              : formatNumber(raw, locale);
        break;
      case 'date':
        value = formatDate(`${String(raw)}T12:00:00+07:00`, locale);
        break;
      default:
        value = String(raw);
    }
    rows.push({ key: field.key, label: t(`ad.fields.${field.key}`), value });
  }
  return rows;
}
