import {
  adInputSchema,
  COMMON_AD_FIELDS,
  subcategoryTypeSchema,
  type AdInput,
  type AdSort,
  type FieldIssue,
} from '@repo/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { addressIssues } from '../locations/index.ts';
import { tooManyPhotos } from '../photos/index.ts';
import type { AdCursor } from './ads.joined.repository.ts';
import { findCategory } from './ads.repository.ts';

/**
 * What a request to the ads routes sends, checked: an ad's id, a post or edit form (against
 * the category's type, then the database), a page's cursor.
 */

const LOCATION_KEYS = ['province_id', 'district_id', 'commune_id'];
/** Ads ids are bigint identities; more digits than this cannot be one of ours. */
const AD_ID = /^[1-9]\d{0,14}$/;

export const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such ad.');

export function invalid(issues: FieldIssue[]): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', { issues });
}

export function parseAdId(raw: string): number {
  if (!AD_ID.test(raw)) throw notFound();
  return Number(raw);
}

export function encodeCursor(cursor: AdCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string, sort: AdSort): AdCursor {
  const bad = () => invalid([{ path: 'querystring.cursor', message: 'validation.invalid' }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw bad();
  const [cursorSort, value, id] = parsed as unknown[];
  if (cursorSort !== sort || typeof value !== 'string' || typeof id !== 'number') throw bad();
  if (!Number.isSafeInteger(id) || id < 1) throw bad();
  const valid =
    sort === 'posted' || sort === 'renewed'
      ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) &&
        !Number.isNaN(Date.parse(value))
      : /^\d{1,10}(\.\d{1,2})?$/.test(value);
  if (!valid) throw bad();
  return { sort, value, id };
}

/** Validates a post or edit body: schema of the category's type, then the database. */
export async function validateAdBody(
  db: Db,
  now: () => number,
  body: Record<string, unknown>,
): Promise<AdInput> {
  const issues: FieldIssue[] = [];
  const rawCategory = body.category_id;
  const categoryId =
    typeof rawCategory === 'number' || typeof rawCategory === 'string'
      ? String(rawCategory).trim()
      : '';
  const category = /^\d{1,9}$/.test(categoryId)
    ? await findCategory(db, Number(categoryId))
    : undefined;
  const type = subcategoryTypeSchema.safeParse(category?.type);
  const usable = category && category.parentId !== null && category.isActive && type.success;
  if (!usable) {
    issues.push({
      path: 'body.category_id',
      message: categoryId ? 'validation.adCategoryInvalid' : 'validation.adCategoryRequired',
    });
  }
  // Without a category the common fields are still checked ('service' has no required extras).
  const result = adInputSchema(usable ? type.data : 'service', {
    now: new Date(now()),
  }).safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [key] = issue.path;
      if (key === 'category_id') continue;
      const common =
        typeof key === 'string' &&
        (COMMON_AD_FIELDS.includes(key) || LOCATION_KEYS.includes(key) || key === 'photos');
      if (!usable && !common) continue;
      issues.push({ path: ['body', ...issue.path].join('.'), message: issue.message });
    }
  }
  if (issues.length > 0 || !result.success) throw tooManyPhotos(issues) ?? invalid(issues);
  const input = result.data;

  issues.push(...(await addressIssues(db, input)));
  if (issues.length > 0) throw invalid(issues);
  return input;
}
