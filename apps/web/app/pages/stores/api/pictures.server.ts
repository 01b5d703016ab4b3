import { getErrorCode, isAppError, type StorePictureKind } from '@repo/api-client';
import { storeWatermarkOpacitySchema } from '@repo/domain';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { getSession, sessionHeaders } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import type { UploadedFile } from '~/shared/api/form-with-files.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { redirectWithFlash } from '~/shared/lib/flash.server.ts';
import { PICTURE_INTENTS, type PictureIntent } from '../model/picture-intents.ts';

/** What a refused picture form answers: which form, and why (a catalog key). */
export interface PictureActionData {
  picture: { intent: PictureIntent; error: string; opacity?: string };
}

export const isPictureIntent = (value: unknown): value is PictureIntent =>
  typeof value === 'string' && (PICTURE_INTENTS as readonly string[]).includes(value);

/** The catalog key of an API refusal of a picture form. */
function refusalKey(error: unknown): string {
  const code = getErrorCode(error);
  if (code === 'INVALID_IMAGE') return 'storePictures.invalid';
  if (code === 'PAYLOAD_TOO_LARGE') return 'storePictures.tooLarge';
  if (code === 'STORE_FORBIDDEN') return 'store.forbidden';
  if (code === 'VALIDATION_FAILED') return 'storePictures.opacityInvalid';
  return isAppError(error) ? 'storePictures.failed' : 'errors.noResponse';
}

const DONE: Record<PictureIntent, string> = {
  logo: 'storePictures.saved',
  cover: 'storePictures.saved',
  watermark: 'storePictures.watermarkSaved',
  'remove-logo': 'storePictures.removed',
  'remove-cover': 'storePictures.removed',
  'remove-watermark': 'storePictures.watermarkRemoved',
  opacity: 'storePictures.opacitySaved',
};

/**
 * A picture form of the store's settings (ADR 0046): upload, remove, or the watermark's
 * opacity, as the member (the API checks the role and the file). Back to the same page with a
 * toast, or the page again with the reason beside the form (and the opacity as typed).
 */
export async function pictureAction(
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
  storeId: string,
  intent: PictureIntent,
  form: FormData,
  file: UploadedFile | undefined,
  back: string,
) {
  const session = await getSession(request, context);
  const headers = sessionHeaders(session);
  const typed = form.get('opacity');
  const opacityText = typeof typed === 'string' ? typed : undefined;
  const refuse = (error: string, status: number) =>
    data({ picture: { intent, error, opacity: opacityText } } satisfies PictureActionData, {
      status,
      headers,
    });
  let opacity: number | undefined;
  if (intent === 'opacity' || (intent === 'watermark' && opacityText)) {
    const parsed = storeWatermarkOpacitySchema.safeParse({ opacity: opacityText });
    if (!parsed.success) return refuse('storePictures.opacityInvalid', 400);
    opacity = parsed.data.opacity;
  }
  const api = signedInApi(context, session).stores;
  try {
    if (intent === 'logo' || intent === 'cover' || intent === 'watermark') {
      if (!file) return refuse('storePictures.required', 400);
      if (!file.bytes) return refuse('storePictures.tooLarge', 413);
      await api.setPicture(
        storeId,
        intent,
        new Blob([file.bytes], { type: file.type || 'application/octet-stream' }),
        file.name || 'picture',
        intent === 'watermark' ? { opacity } : {},
      );
    } else if (intent === 'opacity') {
      await api.setWatermarkOpacity(storeId, opacity!);
    } else {
      await api.removePicture(storeId, intent.slice('remove-'.length) as StorePictureKind);
    }
  } catch (error) {
    const status = isAppError(error) ? error.statusCode : 0;
    return refuse(refusalKey(error), status >= 400 && status < 500 ? status : 503);
  }
  return redirectWithFlash(
    localizeLike(request, back),
    { type: 'success', key: DONE[intent] },
    { headers },
  );
}
