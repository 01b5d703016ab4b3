/** The two lists of ads a member keeps: liked and saved (GET {api}/me/likes, {api}/me/saved). */
export const MARKED_LISTS = {
  likes: {
    mark: 'like',
    title: 'myAds.marked.likesTitle',
    description: 'myAds.marked.likesDescription',
    remove: 'myAds.marked.unlike',
    removed: 'myAds.marked.unliked',
    empty: 'myAds.marked.likesEmpty',
  },
  saved: {
    mark: 'save',
    title: 'myAds.marked.savedTitle',
    description: 'myAds.marked.savedDescription',
    remove: 'myAds.marked.unsave',
    removed: 'myAds.marked.unsaved',
    empty: 'myAds.marked.savedEmpty',
  },
} as const;

export type MarkedList = keyof typeof MARKED_LISTS;

/** A keyset cursor as the API writes it (base64url); anything else means the first page. */
export function cursorOf(search: URLSearchParams): string | null {
  const cursor = search.get('cursor');
  return cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? cursor : null;
}

/** An ad id as the API writes it, or null. */
export function adIdOf(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? value : null;
}
