import { useRouteLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { decodePageMarks, type PageMarks } from '~/shared/lib/member-page.ts';

/**
 * The member's likes and saves among the page's ads, when the page is a member's copy of a
 * shared page (ADR 0025): they are in the root's data, not on the ads. None otherwise.
 */
export function usePageMarks(): PageMarks {
  const encoded = useRouteLoaderData<{ marks?: string }>('root')?.marks;
  return useMemo(() => decodePageMarks(encoded), [encoded]);
}
