import { isAppError } from '@repo/api-client';
import { CHAT_PHOTO_RENDITIONS, type ChatPhotoRendition } from '@repo/domain';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/entities/session/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';

const ID = /^[1-9][0-9]{0,15}$/;
const isRendition = (value: string | undefined): value is ChatPhotoRendition =>
  CHAT_PHOTO_RENDITIONS.some((rendition) => rendition === value);

/**
 * GET /api/_chat-photos/{conversation}/{message}/{rendition} (ADR 0042): a message's photo, read
 * from the API with the member's session, for the two members of the conversation only. Cached
 * by this browser alone (`private`): a photo's renditions never change. 404 for anything else,
 * a visitor included: nothing says whether the photo exists.
 */
export async function chatPhotoLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  // Not sniffed: the web server says so on every answer (server/security-headers.js).
  const headers = new Headers();
  for (const cookie of session.setCookie) headers.append('Set-Cookie', cookie);
  const notFound = () => {
    headers.set('Cache-Control', 'no-store');
    return new Response(null, { status: 404, headers });
  };
  const { conversation, message, rendition } = params;
  if (
    !session.loggedIn ||
    !session.accessToken ||
    !ID.test(conversation ?? '') ||
    !ID.test(message ?? '') ||
    !isRendition(rendition)
  )
    return notFound();
  try {
    const photo = await signedInApi(context, session).chat.photo(
      conversation!,
      message!,
      rendition,
    );
    headers.set('Content-Type', 'image/webp');
    headers.set('Cache-Control', 'private, max-age=31536000, immutable');
    return new Response(photo.bytes, { headers });
  } catch (error) {
    if (isAppError(error) && error.statusCode < 500) return notFound();
    headers.set('Cache-Control', 'no-store');
    return new Response(null, { status: 503, headers });
  }
}
