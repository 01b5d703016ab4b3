import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getErrorCode, isAppError } from '@repo/api-client';
import { formatCambodianPhone, storeBranchInputSchema, type StoreBranch } from '@repo/domain';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { Place } from '~/entities/location/index.ts';
import {
  getProvinces,
  placeListsFor,
  placeListsForForm,
} from '~/entities/location/index.server.ts';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { notFound } from '~/shared/api/page-errors.server.ts';
import { replyForApiError } from '~/shared/api/submit-form.server.ts';
import { serverEnv } from '~/shared/config/env.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { formConstraint } from '~/shared/ui/form/constraint.server.ts';
import { loadStore, storeIdOf } from './overview.server.ts';

/** A store's branches (spec §3 "Branch", ADR 0047): the list, and the add and edit form. */

const constraint = formConstraint(storeBranchInputSchema);
const BRANCH_ID = /^[1-9][0-9]{0,15}$/;
const manages = (role: string) => role === 'owner' || role === 'manager';

/** GET /me/store-{id}/branches: the store's branches, for its members. */
export async function storeBranchesLoader(args: LoaderFunctionArgs) {
  const [t, store, session] = await Promise.all([
    getT(args.request),
    loadStore(args),
    getSession(args.request, args.context),
  ]);
  const branches = await signedInApi(args.context, session).stores.branches(store.id);
  return {
    store,
    // The phone as Cambodians write it, formatted here: the number parser stays on the server.
    branches: branches.map((branch) => ({
      ...branch,
      phone_text: branch.phone ? formatCambodianPhone(branch.phone) : null,
    })),
    tileUrl: serverEnv.mapTileUrl,
    canManage: manages(store.role),
    meta: {
      title: `${t('storeBranches.title')} · ${store.name} | ${t('app.name')}`,
      description: t('storeBranches.description'),
    },
  };
}

/**
 * POST /me/store-{id}/branches: `intent=delete` with `branch_id`, sent from the confirmation
 * step (a plain form, so it works without JavaScript); back to the list with a toast.
 */
export async function storeBranchesAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw notFound();
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const formData = await request.formData();
  const back = localizeLike(request, `/me/store-${id}/branches`);
  const branchId = String(formData.get('branch_id') ?? '');
  if (formData.get('intent') !== 'delete' || !BRANCH_ID.test(branchId)) return redirect(back);
  try {
    await signedInApi(context, session).stores.removeBranch(id, branchId);
  } catch (error) {
    const status = isAppError(error) ? error.statusCode : 0;
    const key =
      getErrorCode(error) === 'STORE_FORBIDDEN'
        ? 'storeBranches.forbidden'
        : status === 0
          ? 'errors.noResponse'
          : 'errors.default';
    return redirectWithFlash(back, { type: 'error', key }, { headers });
  }
  return redirectWithFlash(
    back,
    { type: 'success', key: 'storeBranches.remove.done' },
    { headers },
  );
}

/** A branch as the form's text. */
function formValuesOf(branch: StoreBranch | null): Record<string, string> {
  if (!branch) return {};
  return {
    name: branch.name,
    province_id: branch.province.id,
    district_id: branch.district?.id ?? '',
    commune_id: branch.commune?.id ?? '',
    address: branch.address,
    phone: branch.phone ? formatCambodianPhone(branch.phone) : '',
    email: branch.email ?? '',
    latitude: branch.latitude === null ? '' : String(branch.latitude),
    longitude: branch.longitude === null ? '' : String(branch.longitude),
  };
}

/**
 * GET /me/store-{id}/branches/add and /branches/{branchId}/edit: the form, its places
 * (provinces; the districts and communes of the branch's), and the map's tile address.
 */
export async function branchFormLoader(args: LoaderFunctionArgs) {
  const { request, context, params } = args;
  const [t, store, session, locale] = await Promise.all([
    getT(request),
    loadStore(args),
    getSession(request, context),
    getLocale(request),
  ]);
  let branch: StoreBranch | null = null;
  if (params.branch !== undefined) {
    if (!BRANCH_ID.test(params.branch)) throw notFound();
    try {
      branch = await signedInApi(context, session).stores.branch(store.id, params.branch);
    } catch (error) {
      if (isAppError(error) && error.statusCode >= 400 && error.statusCode < 500) throw notFound();
      throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
    }
  }
  const defaults = formValuesOf(branch);
  const [provinces, places] = await Promise.all([
    getProvinces(context),
    placeListsFor(
      context,
      { province: defaults.province_id, district: defaults.district_id },
      locale,
    ),
  ]);
  const title = t(branch ? 'storeBranches.edit.title' : 'storeBranches.add.title');
  return {
    store,
    branch: branch ? { id: branch.id, name: branch.name } : null,
    canManage: manages(store.role),
    defaults,
    provinces: provinces.data.map((province): Place => ({
      id: province.id,
      name: province.name[locale] || province.name.en,
    })),
    places,
    constraint,
    tileUrl: serverEnv.mapTileUrl,
    meta: {
      title: `${title} · ${store.name} | ${t('app.name')}`,
      description: t('storeBranches.description'),
    },
  };
}

/** What a refused (or refreshed) branch form answers: the reply and the typed places' lists. */
export interface BranchFormActionData {
  result: SubmissionResult<string[]>;
  places: { districts: Place[]; communes: Place[] };
}

/**
 * POST the branch form: added or saved through the API (which checks the role and the
 * places), back to the list with a toast; or the form again with what was typed and why.
 * `intent=refresh` (no JavaScript) only shows the form again with the chosen province's
 * districts and the chosen district's communes.
 */
export async function branchFormAction({ request, context, params }: ActionFunctionArgs) {
  const id = storeIdOf(params.store);
  if (!id) throw notFound();
  const editing = params.branch !== undefined;
  if (editing && !BRANCH_ID.test(params.branch ?? '')) throw notFound();
  const [session, locale] = await Promise.all([getSession(request, context), getLocale(request)]);
  const headers = sessionHeaders(session);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: storeBranchInputSchema });
  const shownAgain = async (result: SubmissionResult<string[]>, status: number) => {
    const places = await placeListsForForm(context, formData, locale);
    return data({ result, places } satisfies BranchFormActionData, { status, headers });
  };

  if (formData.get('intent') === 'refresh')
    // Nothing is checked yet: the values come back as typed, with the new place lists.
    return shownAgain({ initialValue: submission.reply().initialValue }, 200);
  if (submission.status !== 'success') return shownAgain(submission.reply(), 400);
  const api = signedInApi(context, session).stores;
  try {
    if (editing) await api.updateBranch(id, params.branch!, submission.value);
    else await api.addBranch(id, submission.value);
  } catch (error) {
    const code = getErrorCode(error);
    const status = isAppError(error) ? error.statusCode : 0;
    if (editing && status === 404) throw notFound();
    if (code === 'STORE_BRANCH_LIMIT')
      return shownAgain(submission.reply({ formErrors: ['storeBranches.limit'] }), 409);
    if (code === 'STORE_FORBIDDEN')
      return shownAgain(submission.reply({ formErrors: ['storeBranches.forbidden'] }), 403);
    const failure = replyForApiError(submission, error);
    return shownAgain(failure.result, failure.status);
  }
  return redirectWithFlash(
    localizeLike(request, `/me/store-${id}/branches`),
    { type: 'success', key: editing ? 'storeBranches.edit.done' : 'storeBranches.add.done' },
    { headers },
  );
}
