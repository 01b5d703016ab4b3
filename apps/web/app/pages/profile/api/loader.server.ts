import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { formatCount, formatDate } from '@repo/i18n';
import { getSession } from '~/entities/session/index.server.ts';
import { apiClientFor } from '~/shared/api/api-client.server.ts';
import { pageErrorFrom } from '~/shared/api/page-errors.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { sharedPageHeaders } from '~/shared/lib/page-cache.server.ts';
import { loadListing } from '~/widgets/ad-listing/index.server.ts';

/**
 * Whether the signed-in viewer blocked this member: null for a visitor, for the member's own
 * page, and when the API could not say (the page then offers no block button).
 */
async function blockState(
  request: Request,
  context: AppLoadContext,
  memberId: string,
): Promise<{ blocked: boolean } | null> {
  const session = await getSession(request, context);
  if (!session.loggedIn || !session.accessToken || session.user?.id === memberId) return null;
  try {
    const blocked = await apiClientFor(context)
      .withTokens({ accessToken: session.accessToken })
      .chat.blocked();
    return { blocked: blocked.some((member) => member.id === memberId) };
  } catch {
    return null;
  }
}

/**
 * A member's public profile `/{username}` (spec §2): who they are, since when, how many
 * active ads, then those ads in the shared listing (the path fixing the member: the form has
 * no member field). Unknown or unverified members are a 404; another spelling of the name
 * (`/Dara.Sok`) answers 301 to the lower-case path, keeping the locale prefix and the query.
 * Dates and numbers are written here: a browser without Khmer locale data would differ.
 */
async function loadProfile({
  request,
  context,
  username: typed,
}: {
  request: Request;
  context: AppLoadContext;
  username: string;
}) {
  const username = typed.toLowerCase();
  // The ads load while the member is looked up (an unknown one is a 404 all the same).
  const listingLoaded = loadListing({ request, context, fixed: { user: username } });
  const [profile, locale, t] = await Promise.all([
    apiClientFor(context)
      .directory.profile(username)
      .catch((error: unknown) => {
        void listingLoaded.catch(() => undefined);
        throw pageErrorFrom(error);
      }),
    getLocale(request),
    getT(request),
  ]);
  if (typed !== profile.username) {
    void listingLoaded.catch(() => undefined);
    const { search } = new URL(request.url);
    throw redirect(`${localizeLike(request, `/${profile.username}`)}${search}`, 301);
  }
  const [listing, block] = await Promise.all([
    listingLoaded,
    blockState(request, context, profile.id),
  ]);

  const name = profile.display_name || profile.username;
  const since = { iso: profile.member_since, text: formatDate(profile.member_since, locale) };
  const count = { count: profile.active_ads, number: formatCount(profile.active_ads, locale) };
  const view = {
    profile: {
      name,
      username: profile.username,
      since,
      activeAds: t('profile.activeAds', count),
      id: profile.id,
    },
    block,
    listing: listing.view,
    meta: {
      title: `${t('profile.metaTitle', { name, username: profile.username })} | ${t('app.name')}`,
      description: t('profile.description', {
        ...count,
        name,
        username: profile.username,
        date: since.text,
      }),
    },
  };
  return { view, shared: listing.shared };
}

export type ProfileData = Awaited<ReturnType<typeof loadProfile>>['view'];

/** `/{username}`: the member's page, for the root-level dispatcher (routes/segment). */
export async function profilePageLoader(
  { request, context }: LoaderFunctionArgs,
  username: string,
) {
  const { view, shared } = await loadProfile({ request, context, username });
  return data(
    { kind: 'profile' as const, ...view },
    { headers: shared ? sharedPageHeaders() : {} },
  );
}
