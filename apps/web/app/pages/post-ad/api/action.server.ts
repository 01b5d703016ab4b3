import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { adInputSchema, type Ad, type SubcategoryType } from '@repo/domain';
import { adPath } from '~/entities/ad/index.ts';
import type { Place } from '~/entities/location/index.ts';
import { placeListsForForm } from '~/entities/location/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { getLocale } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { apiBodyOf } from '../model/form-values.ts';
import type { PhotoRef } from '~/features/photo-upload/index.ts';
import { readFormWithFiles, uploadChosenFiles } from '~/features/photo-upload/index.server.ts';
import { keptPhotos, PHOTO_MAX_COUNT } from '../model/photos.ts';
import { apiFailure } from './api-failure.server.ts';
import { chosenCategory, getPostingCategories } from './reference.server.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** What the action answers when the form is shown again (an error, or a place refresh). */
export interface PostAdActionData {
  result: SubmissionResult<string[]>;
  /** The spec's title above the form's errors. */
  title?: string;
  photos: PhotoRef[];
  photoErrors: string[];
  places: { districts: Place[]; communes: Place[] };
  /** The "Post as" choice sent (a store's id, or '' for the member; ADR 0045). */
  storeId: string;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
const texts = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string');

/**
 * Posts or saves the ad. Without JavaScript the form is multipart: the chosen files are
 * uploaded first (photos already uploaded travel as hidden ids), then the ad is posted, so
 * an error anywhere shows the form again with everything typed and every photo kept.
 * `intent=refresh` (no JavaScript) only shows the form again with the districts and
 * communes of the chosen province and district.
 */
export async function postAdAction({ request, params, context }: ActionFunctionArgs) {
  const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
  const api = apiClientFor(context).withTokens({ accessToken: session.accessToken });
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
    PHOTO_MAX_COUNT,
  );
  const photos = uploaded.photos;
  formData.delete('photos');
  for (const photo of photos) formData.append('photos', photo.id);

  // Posted as a store (ADR 0045): the API checks the member is in it.
  const storeId = /^[1-9][0-9]{0,15}$/.test(text(formData.get('store_id')))
    ? text(formData.get('store_id'))
    : '';
  const categories = await getPostingCategories(context);
  const category = chosenCategory(categories.data, text(formData.get('category_id')), locale);
  const type: SubcategoryType = category?.type ?? 'general';
  const submission = parseWithZod(formData, { schema: adInputSchema(type) });
  const shownAgain = async (result: SubmissionResult<string[]>, status: number, title?: string) => {
    const places = await placeListsForForm(context, formData, locale);
    const body: PostAdActionData = {
      result,
      title,
      photos,
      photoErrors: uploaded.errors,
      places,
      storeId,
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
  const form = {
    ...apiBodyOf(submission.payload, type, submission.value.photos),
    ...(storeId && !editing ? { store_id: storeId } : {}),
    locale,
  };
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
