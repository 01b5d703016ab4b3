import type { FormRecord } from '@repo/api-client';
import {
  adFieldDefinitionsFor,
  formatCambodianPhone,
  type Ad,
  type AdFieldValue,
  type SubcategoryType,
} from '@repo/domain';

/**
 * The post form's values as form text (what the inputs hold), to prefill the edit page and
 * to send what was typed to the API, which validates it with the same schema.
 */
export type FormValues = Record<string, string | string[] | undefined>;

/** A place as the location selects show it: its gazetteer code and its name in the page's language. */
export interface Place {
  id: string;
  name: string;
}

/** The location fields of the form (the `location` field definition is three selects). */
export const LOCATION_KEYS = ['province_id', 'district_id', 'commune_id'] as const;

function asText(value: AdFieldValue | undefined): string | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return 'on';
  return String(value);
}

/** An ad as the edit form shows it: every value as the text its input holds. */
export function adToFormValues(ad: Ad): FormValues {
  const values: FormValues = {
    category_id: ad.category.id,
    title: ad.title,
    description: ad.description,
    price: ad.price_kind === 'free' ? '' : String(ad.price),
    price_kind: ad.price_kind,
    province_id: ad.location.province.id,
    district_id: ad.location.district?.id,
    commune_id: ad.location.commune?.id,
    address: ad.address,
    contact_name: ad.contact_name,
    phones: (ad.phones ?? []).map(formatCambodianPhone),
  };
  for (const [key, value] of Object.entries(ad.fields)) values[key] = asText(value);
  return values;
}

/** A new ad starts with the member's name and phone as its contact. */
export function newAdDefaults(
  categoryId: string,
  user: { first_name?: string; last_name?: string; phone?: string | null } | null,
): FormValues {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
  return {
    category_id: categoryId,
    price_kind: 'fixed',
    contact_name: name || undefined,
    phones: user?.phone ? [formatCambodianPhone(user.phone)] : [],
  };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The API body of a submitted form: only the fields of the subcategory's type (a field of
 * another type, left from a category change, is not sent), phones and photos as repeated
 * fields, blanks left out.
 */
export function apiBodyOf(
  payload: Record<string, unknown>,
  type: SubcategoryType,
  photoIds: readonly string[],
): FormRecord {
  const body: Record<string, string | string[]> = {};
  const category = textOf(payload.category_id);
  if (category) body.category_id = category;
  for (const field of adFieldDefinitionsFor(type)) {
    if (field.kind === 'location') {
      for (const key of LOCATION_KEYS) {
        const value = textOf(payload[key])?.trim();
        if (value) body[key] = value;
      }
      continue;
    }
    const raw = payload[field.key];
    if (field.kind === 'phones') {
      const list = Array.isArray(raw) ? raw : [raw];
      body.phones = list.map(textOf).filter((phone): phone is string => Boolean(phone?.trim()));
      continue;
    }
    const value = textOf(raw);
    if (value !== undefined && value.trim() !== '') body[field.key] = value;
  }
  body.photos = [...photoIds];
  return body;
}

/**
 * The API's field paths as form names: `phones.1` is the input `phones[1]`; other paths
 * are the field's own name.
 */
export function formFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, errors] of Object.entries(fieldErrors)) {
    const name = path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
    (out[name] ??= []).push(...errors);
  }
  return out;
}
