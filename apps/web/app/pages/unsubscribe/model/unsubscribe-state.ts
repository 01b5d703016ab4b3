import { emailTokenSchema } from '@repo/domain';

/**
 * What `/unsubscribe` shows (ADR 0041): the question with its button (a token that looks like
 * one), the confirmation (`?done=1`, after the post), or that the link is not valid. Opening
 * the page changes nothing: a mail client's link scanner only ever reads it.
 */
export type UnsubscribeState =
  { state: 'ask'; token: string } | { state: 'done' } | { state: 'invalid' };

export function unsubscribeStateOf(url: URL): UnsubscribeState {
  if (url.searchParams.get('done') === '1') return { state: 'done' };
  const token = emailTokenSchema.safeParse(url.searchParams.get('token') ?? '');
  return token.success ? { state: 'ask', token: token.data } : { state: 'invalid' };
}

/** The token a post carries, or null when it is not one. */
export function postedToken(form: Record<string, unknown>): string | null {
  const token = emailTokenSchema.safeParse(form.token);
  return token.success ? token.data : null;
}
