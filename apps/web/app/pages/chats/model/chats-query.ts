/**
 * What `/chats` shows, from its address (ADR 0036): `?id=` a conversation, `?ad=` an ad's
 * conversations (the buyer's composer, or the seller's conversations about it), `?archived=1`
 * the archive, `?cursor=` the list's next page, `?before=` older messages of the thread, `?q=`
 * the conversations whose member or ad matches the words.
 * Anything malformed is ignored: the page falls back to the inbox.
 */
export interface ChatsQuery {
  id: string | null;
  ad: string | null;
  archived: boolean;
  cursor: string | null;
  before: number | null;
  q: string | null;
}

/** The longest search kept (the API's `CHAT_LIMITS.searchMax`). */
const SEARCH_MAX = 100;

const ID = /^[1-9][0-9]{0,15}$/;
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

export function readChatsQuery(search: URLSearchParams): ChatsQuery {
  const id = search.get('id');
  const ad = search.get('ad');
  const cursor = search.get('cursor');
  const before = search.get('before');
  return {
    id: id && ID.test(id) ? id : null,
    ad: ad && ID.test(ad) ? ad : null,
    archived: search.get('archived') === '1',
    cursor: cursor && CURSOR.test(cursor) ? cursor : null,
    before: before && /^[1-9][0-9]{0,8}$/.test(before) ? Number(before) : null,
    q: search.get('q')?.trim().slice(0, SEARCH_MAX) || null,
  };
}

/** The address of a view of `/chats` (unprefixed: the page localizes it). */
export function chatsHref(view: Partial<Omit<ChatsQuery, 'before'>> & { before?: number }): string {
  const search = new URLSearchParams();
  if (view.id) search.set('id', view.id);
  else if (view.ad) search.set('ad', view.ad);
  if (view.archived) search.set('archived', '1');
  if (view.cursor) search.set('cursor', view.cursor);
  if (view.before) search.set('before', String(view.before));
  if (view.q) search.set('q', view.q);
  const query = search.toString();
  return `/chats${query ? `?${query}` : ''}`;
}
