import { randomUUID } from 'node:crypto';
import { isAppError, type ApiClient } from '@repo/api-client';
import {
  PRICE_KINDS,
  type Ad,
  type ChatConversation,
  type ChatThread,
  type Locale,
  type PriceKind,
} from '@repo/domain';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { TFunction } from 'i18next';
import { adPath, adPriceText } from '~/entities/ad/index.ts';
import { getSession, type Session } from '~/entities/session/index.server.ts';
import { CLEARED_BADGES_COOKIE } from '~/features/badges/index.server.ts';
import { signedInApi } from '~/shared/api/api-client.server.ts';
import { getLocale, getT } from '~/shared/i18n/i18n.server.ts';
import { localizeLike } from '~/shared/i18n/localize-like.ts';
import { whenText } from '~/shared/i18n/when-text.ts';
import { requireUser } from '~/shared/lib/guards.server.ts';
import { chatsHref, readChatsQuery, type ChatsQuery } from '../model/chats-query.ts';
import { threadDays, type ShownDay } from '../model/thread-view.ts';

/** The ad a conversation is about, as its header shows it. */
export interface ShownAd {
  id: string;
  title: string;
  /** The ad page, unprefixed. */
  path: string;
  price: string;
  status: string;
  thumb: string | null;
}

/** A row of the conversation list. */
export interface ListItem {
  id: string;
  href: string;
  name: string;
  ad: ShownAd;
  preview: { text: string; mine: boolean } | null;
  time: { iso: string; text: string } | null;
  unread: number;
}

export interface ThreadData {
  id: string;
  role: ChatConversation['role'];
  other: ChatConversation['other'];
  ad: ShownAd;
  blocked: ChatConversation['blocked'];
  archived: boolean;
  days: ShownDay[];
  /** The address of the page of older messages, or null at the start. */
  older: string | null;
  /** No messages from the caller yet and none from the other: the first-contact safety tip. */
  firstContact: boolean;
  /** The buyer has not written yet or only once: quick replies help. */
  quickReplies: boolean;
  /** The newest message's sequence number (0: none): the live tail starts after it. */
  lastSeq: number;
  otherReadSeq: number;
  otherDeliveredSeq: number;
  /** Links and numbers may be followed (both members have written). */
  linkable: boolean;
  /** The newest page (not one of older messages): it follows the conversation live. */
  live: boolean;
}

/** A buyer about to write the first message about an ad (`?ad=`). */
export interface ComposeData {
  ad: ShownAd;
  sellerName: string;
  /** Why a conversation cannot start here: own ad, or no longer for sale. */
  refusal: 'ownAd' | 'adUnavailable' | null;
}

export interface ChatsData {
  query: ChatsQuery;
  list: { items: ListItem[]; next: string | null } | null;
  /** The list shows the conversations about this ad only (the seller's view of one ad). */
  listAd: ShownAd | null;
  thread: ThreadData | null;
  /** `?id=` named a conversation the caller does not have. */
  threadMissing: boolean;
  compose: ComposeData | null;
  /** A fresh id for the next message: a form posted twice is one message (ADR 0035). */
  clientId: string;
  meta: { title: string; description: string };
}

const shownAd = (ad: ChatConversation['ad'], locale: Locale, t: TFunction): ShownAd => ({
  id: ad.id,
  title: ad.title,
  path: adPath(ad),
  price: adPriceText(
    { price: ad.price, price_kind: isPriceKind(ad.price_kind) ? ad.price_kind : 'fixed' },
    locale,
    t,
  ).amount,
  status: ad.status,
  thumb: ad.thumb,
});

const isPriceKind = (value: string): value is PriceKind =>
  (PRICE_KINDS as readonly string[]).includes(value);

function listItem(
  c: ChatConversation,
  query: ChatsQuery,
  locale: Locale,
  t: TFunction,
  now: number,
): ListItem {
  return {
    id: c.id,
    // The list beside the thread stays the one the member was looking at.
    href: chatsHref({ id: c.id, archived: query.archived, q: query.q }),
    name: c.other.name,
    ad: shownAd(c.ad, locale, t),
    preview: c.last_message,
    time: c.last_message_at
      ? { iso: c.last_message_at, text: whenText(c.last_message_at, locale, now) }
      : null,
    unread: c.unread,
  };
}

function threadData(
  thread: ChatThread,
  query: ChatsQuery,
  locale: Locale,
  t: TFunction,
  now: number,
): ThreadData {
  const c = thread.conversation;
  const first = thread.messages[0]?.seq;
  const mineCount = thread.messages.filter((m) => m.mine).length;
  return {
    id: c.id,
    role: c.role,
    other: c.other,
    ad: shownAd(c.ad, locale, t),
    blocked: c.blocked,
    archived: c.archived,
    days: threadDays(thread.messages, {
      locale,
      now,
      otherReadSeq: c.other_read_seq,
      otherDeliveredSeq: c.other_delivered_seq,
      linkable: c.both_wrote,
      labels: { today: t('chat.today'), yesterday: t('chat.yesterday') },
    }),
    older:
      thread.has_older && first !== undefined
        ? chatsHref({ id: c.id, archived: query.archived, before: first })
        : null,
    firstContact: !c.both_wrote,
    quickReplies: c.role === 'buyer' && mineCount <= 1 && !thread.has_older,
    lastSeq: thread.messages[thread.messages.length - 1]?.seq ?? 0,
    otherReadSeq: c.other_read_seq,
    otherDeliveredSeq: c.other_delivered_seq,
    linkable: c.both_wrote,
    live: !query.before,
  };
}

const status = (error: unknown) => (isAppError(error) ? error.statusCode : 0);

/** The thread of `?id=`, marked read as it is shown; null when the caller has no such one. */
async function loadThread(
  api: ApiClient,
  query: ChatsQuery,
): Promise<{ thread: ChatThread; read: boolean } | null> {
  if (!query.id) return null;
  try {
    const thread = await api.chat.thread(query.id, query.before ? { before: query.before } : {});
    const last = thread.messages[thread.messages.length - 1];
    if (thread.conversation.unread > 0 && last && !query.before) {
      // Seen: the newest page is on screen. A failure here only leaves the badge up.
      const read = await api.chat.markRead(query.id, last.seq).then(
        () => true,
        () => false,
      );
      thread.conversation.unread = 0;
      return { thread, read };
    }
    return { thread, read: false };
  } catch (error) {
    if (status(error) === 404) return null;
    throw error;
  }
}

/**
 * `?ad=`: the buyer's conversation about the ad (redirected to), the composer of a first
 * message, or, for the ad's seller, the list of conversations about it.
 */
async function loadAd(
  api: ApiClient,
  session: Session,
  request: Request,
  adId: string,
  locale: Locale,
  t: TFunction,
): Promise<{ compose: ComposeData | null; listAd: ShownAd | null }> {
  let ad: Ad;
  try {
    ad = await api.ads.get(adId);
  } catch (error) {
    if (status(error) === 404) return { compose: null, listAd: null };
    throw error;
  }
  const shown = shownAd({ ...ad, thumb: ad.photos[0]?.urls.thumb ?? null }, locale, t);
  if (ad.seller.id === session.user?.id) return { compose: null, listAd: shown };
  const mine = await api.chat.list({ adId });
  const open = mine.items.find((c) => c.role === 'buyer');
  if (open) throw redirect(localizeLike(request, chatsHref({ id: open.id })));
  return {
    compose: {
      ad: shown,
      sellerName: `${ad.seller.first_name} ${ad.seller.last_name}`.trim(),
      refusal: ad.status === 'active' ? null : 'adUnavailable',
    },
    listAd: null,
  };
}

/** `/chats` (signed in, layout no-footer): the conversation list and the open thread. */
export async function chatsLoader({ request, context }: LoaderFunctionArgs) {
  const [t, locale, session] = await Promise.all([
    getT(request),
    getLocale(request),
    getSession(request, context),
  ]);
  requireUser(request, session);
  const query = readChatsQuery(new URL(request.url).searchParams);
  const api = signedInApi(context, session);
  const now = Date.now();
  const loaded = await loadThread(api, query);
  const thread = loaded?.thread ?? null;
  const { compose, listAd } =
    query.ad && !query.id
      ? await loadAd(api, session, request, query.ad, locale, t)
      : { compose: null, listAd: null };
  const list = await api.chat
    .list({
      archived: query.archived,
      cursor: query.cursor ?? undefined,
      adId: listAd?.id,
      q: query.q ?? undefined,
    })
    .then((page) => ({
      items: page.items.map((c) => listItem(c, query, locale, t, now)),
      next: page.next_cursor
        ? chatsHref({
            archived: query.archived,
            ad: listAd?.id,
            q: query.q,
            cursor: page.next_cursor,
          })
        : null,
    }))
    .catch(() => null);
  const shown = thread ? threadData(thread, query, locale, t, now) : null;
  const view: ChatsData = {
    query,
    list,
    listAd,
    thread: shown,
    threadMissing: Boolean(query.id) && !thread,
    compose,
    clientId: randomUUID(),
    meta: {
      title: `${
        shown
          ? t('chat.threadTitle', { name: shown.other.name, title: shown.ad.title })
          : t('chat.title')
      } | ${t('app.name')}`,
      description: t('chat.description'),
    },
  };
  // A conversation just read: the header's badge is asked for again on the next page.
  return data(view, { headers: loaded?.read ? { 'Set-Cookie': CLEARED_BADGES_COOKIE } : {} });
}
