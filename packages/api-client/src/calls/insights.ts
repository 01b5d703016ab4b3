import { adInsightsResponseSchema } from '@repo/domain';
import type { AdInsights } from '@repo/domain';
import { dataOf, type Transport } from '../transport.ts';

/** What the owner of an ad learns about it. */
export interface InsightCalls {
  /** GET {api}/me/posts/{id}/insights: views, likes, saves and phone reveals by day; owner only. */
  ofAd(id: string): Promise<AdInsights>;
}

export function insightCalls({ request }: Transport): InsightCalls {
  return {
    ofAd: (id) =>
      dataOf(
        request('GET', 'api', `me/posts/${encodeURIComponent(id)}/insights`, {
          schema: adInsightsResponseSchema,
        }),
      ),
  };
}
