import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from '@remix-run/node';
import { getErrorCode, isAppError, type ApiClient } from '@repo/api-client';
import {
  adInputSchema,
  indexCategories,
  subcategoryTypeSchema,
  type Ad,
  type Locale,
  type PostingCategory,
  type SubcategoryType,
} from '@repo/domain';
import { adPath } from '~/entities/ad/index.ts';
import { getProvinces } from '~/entities/location/index.server.ts';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { adToFormValues, apiBodyOf, newAdDefaults, type FormValues } from '../model/form-values.ts';
import {
  keptPhotos,
  PHOTO_ERRORS,
  PHOTO_MAX_COUNT,
  uploadErrorKey,
  type PhotoErrorKey,
  type PhotoRef,
} from '../model/photos.ts';
import { apiFailure } from './api-failure.server.ts';
import { loadOwnAd } from './own-ad.server.ts';
import { getPostingCategories, placeListsFor, type Place } from './reference.server.ts';
import { readFormWithFiles, uploadPhoto } from './uploads.server.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

function signedInApi(session: Session, context: AppLoadContext): ApiClient {
  return apiClientFor(context).withTokens({ accessToken: session.accessToken });
}

interface Choice {
  id: string;
  name: string;
}

/** A subcategory an ad can be posted in, with its main category, in the page's language. */
interface ChosenCategory extends Choice {
  type: SubcategoryType;
  main: Choice;
}

function nameOf(category: PostingCategory, locale: Locale): string {
  return category.meta.name[locale] || category.meta.name.en || category.slug;
}

function chosenCategory(
  categories: readonly PostingCategory[],
  id: string | null | undefined,
  locale: Locale,
): ChosenCategory | null {
  if (!id) return null;
  const index = indexCategories(categories);
  const sub = index.byId[id];
  const main = sub ? index.byId[sub.parent] : undefined;
  const type = subcategoryTypeSchema.safeParse(sub?.meta.type);
  if (!sub || !main || !type.success) return null;
  return {
    id: sub.id,
    name: nameOf(sub, locale),
    type: type.data,
    main: { id: main.id, name: nameOf(main, locale) },
  };
}

/**
 * `/post` and `/post/{id}` (signed in; the guard sends visitors to the sign-in page).
 * Step 1 chooses a main category (`?main=<id>`, `0` for all) then a subcategory
 * (`?category=<id>`), as plain links; step 2 is the form of that subcategory's type. The
 * edit page starts at step 2 with the ad's category and values; `?category=` changes it.
 */
export async function postAdLoader({ request, params, context }: LoaderFunctionArgs) {
  const [session, locale, t] = await Promise.all([
    getSession(request, context),
    getLocale(request),
    getT(request),
  ]);
  const editing = params.id !== undefined;
  const ad = editing ? await loadOwnAd(signedInApi(session, context), params.id) : null;
  const categories = await getPostingCategories(context);
  if (categories.data.length === 0) throw new Response(null, { status: 503 });
  const meta = editing
    ? {
        title: `${t('postAd.editTitle')} | ${t('app.name')}`,
        description: t('postAd.editDescription'),
      }
    : {
        title: `${t('postAd.newTitle')} | ${t('app.name')}`,
        description: t('postAd.newDescription'),
      };
  const query = new URL(request.url).searchParams;
  const chosen = chosenCategory(categories.data, query.get('category') ?? ad?.category.id, locale);

  const main = query.get('main');
  if (!chosen || main !== null) {
    const index = indexCategories(categories.data);
    const mainCategory = main ? index.byId[main] : undefined;
    const open = mainCategory && mainCategory.parent === '0' ? mainCategory : undefined;
    return {
      step: 'category' as const,
      editing,
      meta,
      main: open ? { id: open.id, name: nameOf(open, locale) } : null,
      choices: (open ? (index.subsByParent[open.id] ?? []) : index.mains).map((category) => ({
        id: category.id,
        name: nameOf(category, locale),
      })),
      current: chosen?.id ?? null,
    };
  }

  const defaults: FormValues = ad
    ? { ...adToFormValues(ad), category_id: chosen.id }
    : newAdDefaults(chosen.id, session.user);
  const [provinces, places] = await Promise.all([
    getProvinces(context),
    placeListsFor(
      context,
      { province: defaults.province_id as string, district: defaults.district_id as string },
      locale,
    ),
  ]);
  return {
    step: 'form' as const,
    editing,
    meta,
    category: chosen,
    defaults,
    photos: (ad?.photos ?? []).map((photo) => ({ id: photo.id, thumb: photo.urls.thumb })),
    // A double submit of this form creates one ad: the API answers the same key with the same ad.
    idempotencyKey: editing ? null : crypto.randomUUID(),
    provinces: provinces.data.map((province) => ({
      id: province.id,
      name: province.name[locale] || province.name.en,
    })),
    places,
  };
}

/** What the action answers when the form is shown again (an error, or a place refresh). */
export interface PostAdActionData {
  result: SubmissionResult<string[]>;
  /** The spec's title above the form's errors. */
  title?: string;
  photos: PhotoRef[];
  photoErrors: string[];
  places: { districts: Place[]; communes: Place[] };
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const texts = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string');

/** Uploads the files chosen without JavaScript, after the photos the form already had. */
async function uploadChosenFiles(
  api: ApiClient,
  files: Awaited<ReturnType<typeof readFormWithFiles>>['files'],
  extraFiles: number,
  photos: PhotoRef[],
): Promise<{ photos: PhotoRef[]; errors: PhotoErrorKey[] }> {
  const errors: PhotoErrorKey[] = [];
  const all = [...photos];
  let refused = extraFiles;
  for (const file of files) {
    if (all.length >= PHOTO_MAX_COUNT) {
      refused += 1;
      continue;
    }
    if (!file.bytes) {
      errors.push(PHOTO_ERRORS.tooLarge);
      continue;
    }
    try {
      const photo = await uploadPhoto(api, file);
      all.push({ id: photo.id, thumb: photo.urls.thumb });
    } catch (error) {
      const status = isAppError(error) ? error.statusCode : 0;
      errors.push(uploadErrorKey(status, getErrorCode(error)));
    }
  }
  if (refused > 0) errors.push(PHOTO_ERRORS.maxFiles);
  return { photos: all, errors: [...new Set(errors)] };
}

/**
 * Posts or saves the ad. Without JavaScript the form is multipart: the chosen files are
 * uploaded first (photos already uploaded travel as hidden ids), then the ad is posted, so
 * an error anywhere shows the form again with everything typed and every photo kept.
 * `intent=refresh` (no JavaScript) only shows the form again with the districts and
 * communes of the chosen province and district.
 */
export async function postAdAction({ request, params, context }: ActionFunctionArgs) {
  const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
  const api = signedInApi(session, context);
  const editing = params.id !== undefined;
  if (editing && !/^[1-9]\d{0,14}$/.test(params.id ?? '')) throw notFound();
  const { formData, files, extraFiles } = await readFormWithFiles(
    request,
    'files',
    PHOTO_MAX_COUNT,
  );

  const hasKeepBoxes = formData.has('photos_keep_form');
  const uploaded = await uploadChosenFiles(
    api,
    files,
    extraFiles,
    keptPhotos({
      ids: texts(formData, 'photos'),
      thumbs: texts(formData, 'photo_thumbs'),
      keep: hasKeepBoxes ? texts(formData, 'keep_photos') : undefined,
      cover: text(formData.get('cover')),
    }),
  );
  const photos = uploaded.photos;
  formData.delete('photos');
  for (const photo of photos) formData.append('photos', photo.id);

  const categories = await getPostingCategories(context);
  const category = chosenCategory(categories.data, text(formData.get('category_id')), locale);
  const type: SubcategoryType = category?.type ?? 'general';
  const submission = parseWithZod(formData, { schema: adInputSchema(type) });
  const shownAgain = async (result: SubmissionResult<string[]>, status: number, title?: string) => {
    const places = await placeListsFor(
      context,
      { province: text(formData.get('province_id')), district: text(formData.get('district_id')) },
      locale,
    );
    const body: PostAdActionData = {
      result,
      title,
      photos,
      photoErrors: uploaded.errors,
      places,
    };
    return data(body, { status });
  };

  if (text(formData.get('intent')) === 'refresh') {
    // Nothing is checked yet: the values come back as typed, with the new place lists.
    return shownAgain({ initialValue: submission.reply().initialValue }, 200);
  }
  const title = editing ? 'ad.errors.editFailed' : 'ad.errors.postFailed';
  if (categories.data.length === 0) {
    // The API did not answer: nothing can be posted now, and nothing typed is lost.
    return shownAgain(submission.reply({ formErrors: ['errors.noResponse'] }), 503, title);
  }
  if (!category) {
    return shownAgain(
      submission.reply({ formErrors: ['validation.adCategoryInvalid'] }),
      400,
      title,
    );
  }
  if (submission.status !== 'success' || uploaded.errors.length > 0) {
    return shownAgain(submission.reply({ formErrors: ['postAd.checkFields'] }), 400, title);
  }

  const key = text(formData.get('idempotency_key'));
  const form = { ...apiBodyOf(submission.payload, type, submission.value.photos), locale };
  let ad: Ad;
  try {
    ad =
      params.id !== undefined
        ? await api.myAds.update(params.id, form)
        : await api.myAds.create(form, IDEMPOTENCY_KEY.test(key) ? { idempotencyKey: key } : {});
  } catch (error) {
    const failure = apiFailure(submission, error, editing);
    return shownAgain(failure.result, failure.status, failure.title);
  }
  return redirectWithFlash(encodeURI(localizeLike(request, adPath(ad))), {
    type: 'success',
    key: editing ? 'postAd.saved' : 'postAd.posted',
  });
}
