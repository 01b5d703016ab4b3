import { createApiClient } from '@repo/api-client';
import { describe, expect, it } from 'vitest';
import { fetchPageMarks, forgetMemberMarks } from './page-marks.server.ts';

/** A client whose API answers GET /me/marks from these sets, recording what it was asked. */
function memberApi(liked: string[], saved: string[]) {
  const asked: string[] = [];
  const client = createApiClient({
    bases: {
      api: 'http://127.0.0.1:9/api',
      auth: 'http://127.0.0.1:9/auth',
      notification: 'http://127.0.0.1:9/notification',
    },
    deviceId: 'page-marks-test-device',
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      asked.push(`${url.pathname}${url.search}`);
      const ids = url.searchParams.get('ids')?.split(',');
      const data = ids
        ? {
            liked: liked.filter((id) => ids.includes(id)),
            saved: saved.filter((id) => ids.includes(id)),
            complete: true,
          }
        : { liked, saved, complete: true };
      return Response.json({ data });
    },
  });
  return { client, asked };
}

describe("a member's marks on the shared pages", () => {
  it('asks for the whole set once, answers each page from it, and again after a change', async () => {
    const { client, asked } = memberApi(['12', '40'], ['40']);
    expect(await fetchPageMarks(client, 'token-a', ['12', '13'])).toEqual({
      liked: ['12'],
      saved: [],
    });
    expect(await fetchPageMarks(client, 'token-a', ['40'])).toEqual({
      liked: ['40'],
      saved: ['40'],
    });
    expect(asked).toEqual(['/api/me/marks']);
    forgetMemberMarks('token-a');
    await fetchPageMarks(client, 'token-a', ['12']);
    expect(asked).toEqual(['/api/me/marks', '/api/me/marks']);
  });

  it("asks for the page's own ids when the set is too long to keep", async () => {
    const many = Array.from({ length: 201 }, (_, index) => String(index + 1));
    const { client, asked } = memberApi(many, []);
    expect(await fetchPageMarks(client, 'token-b', ['7', '900'])).toEqual({
      liked: ['7'],
      saved: [],
    });
    expect(await fetchPageMarks(client, 'token-b', ['8'])).toEqual({ liked: ['8'], saved: [] });
    expect(asked).toEqual(['/api/me/marks', '/api/me/marks?ids=7%2C900', '/api/me/marks?ids=8']);
  });
});
