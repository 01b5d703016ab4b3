import type { LoaderFunctionArgs } from '@remix-run/node';
import { indexCategories } from '@repo/domain';
import { getProvinces, placeListsFor } from '~/entities/location/index.server.ts';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { adToFormValues, newAdDefaults, type FormValues } from '../model/form-values.ts';
import { loadOwnAd } from './own-ad.server.ts';
import { postingProfiles } from './post-as.server.ts';
import { chosenCategory, getPostingCategories, nameOf } from './reference.server.ts';

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
  const ad = editing
    ? await loadOwnAd(
        apiClientFor(context).withTokens({ accessToken: session.accessToken }),
        params.id,
      )
    : null;
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
  // The active profile (spec §4): a store the address names (`store_id` or `storeid`) is
  // kept through the category steps and chosen in the form's "Post as" (ADR 0045).
  const storeParam = /^[1-9][0-9]{0,15}$/.exec(
    query.get('store_id') ?? query.get('storeid') ?? '',
  )?.[0];
  const keep = storeParam ? `&store_id=${storeParam}` : '';
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
      keep,
    };
  }

  const defaults: FormValues = ad
    ? { ...adToFormValues(ad), category_id: chosen.id }
    : newAdDefaults(chosen.id, session.user);
  const [provinces, places, postAs] = await Promise.all([
    getProvinces(context),
    placeListsFor(
      context,
      { province: defaults.province_id as string, district: defaults.district_id as string },
      locale,
    ),
    editing ? null : postingProfiles(context, session.accessToken, session.user, storeParam),
  ]);
  return {
    step: 'form' as const,
    keep,
    postAs,
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
