import { adCardsPageSchema, adEngagementResponseSchema, adMarksResponseSchema } from '@repo/domain';
import type { AdCardsPage, AdEngagement, AdMarks } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** A member's two marks on an ad: a like, a save (their lists are /me/likes, /me/saved). */
export type Mark = 'like' | 'save';

const LIST: Record<Mark, 'likes' | 'saved'> = { like: 'likes', save: 'saved' };

/** The signed-in member's likes and saves (ADR 0010). */
export interface EngagementCalls {
  /**
   * GET {api}/me/marks?ids=: which of these ads the member liked and saved; without ids, all
   * their likes and saves (the latest 1,000 of each; `complete` says if cut).
   */
  marks(ids?: readonly string[]): Promise<AdMarks>;
  /** POST {api}/me/likes/{id} (saved): `value` true marks, false undoes; the new counters. */
  mark(mark: Mark, adId: string, value: boolean): Promise<AdEngagement>;
  /** GET {api}/me/likes (saved): one keyset page of the marked ads as cards, newest first. */
  list(mark: Mark, page: { limit: number; cursor?: string | null }): Promise<AdCardsPage>;
}

export function engagementCalls({ request }: Transport): EngagementCalls {
  return {
    marks: (ids) =>
      dataOf(
        request('GET', 'api', 'me/marks', {
          ...(ids === undefined ? {} : { query: { ids: ids.join(',') } }),
          schema: adMarksResponseSchema,
        }),
      ),
    mark: (mark, adId, value) =>
      dataOf(
        request('POST', 'api', `me/${LIST[mark]}/${encodeURIComponent(adId)}`, {
          form: { value },
          schema: adEngagementResponseSchema,
        }),
      ),
    list: (mark, { limit, cursor }) =>
      request('GET', 'api', `me/${LIST[mark]}`, {
        query: { limit, ...(cursor ? { cursor } : {}) },
        schema: adCardsPageSchema,
      }),
  };
}
