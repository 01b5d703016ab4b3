import { describe, expect, it } from 'vitest';
import { postedToken, unsubscribeStateOf } from './unsubscribe-state.ts';

const TOKEN = 'WJPqCJP6AftXm2CqjQ72fNzKlCtm_N57cfVnzuFXRcc';
const page = (search: string) =>
  unsubscribeStateOf(new URL(`http://psar.test/unsubscribe${search}`));

describe('the unsubscribe page', () => {
  it('asks first when the link carries a token', () => {
    expect(page(`?token=${TOKEN}`)).toEqual({ state: 'ask', token: TOKEN });
  });

  it('confirms after the post', () => {
    expect(page('?done=1')).toEqual({ state: 'done' });
  });

  it('says the link is not valid without a token or with one that cannot be one', () => {
    for (const search of [
      '',
      '?token=',
      '?token=abc',
      `?token=${'x'.repeat(65)}`,
      '?token=__proto__',
    ])
      expect(page(search)).toEqual({ state: 'invalid' });
    expect(page(`?token=${TOKEN.slice(0, 10)}%20${TOKEN.slice(10)}`)).toEqual({ state: 'invalid' });
  });

  it('reads only a token from the post', () => {
    expect(postedToken({ token: TOKEN })).toBe(TOKEN);
    expect(postedToken({})).toBeNull();
    expect(postedToken({ token: `${TOKEN}'--` })).toBeNull();
  });
});
