import { expect, test, type Page } from '@playwright/test';
import { API_DOWN_WEB_PORT } from '../../playwright.config.ts';
import { API_URL, e164, latestCode, ready, uniquePhone } from './fixtures.ts';
import { uniqueWord } from './listing-fixtures.ts';

/**
 * Member and company search (ADR 0013): `/search-result/users` and
 * `/search-result/companies`, with tabs between them and the ad search that keep the keyword,
 * keyset pages by a plain link, notes about what the address asked for and could not be used.
 * Every test signs up its own members through the API, their last names carrying a word no
 * other member has.
 */

const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** Signs up and verifies a member with these names through the API; sets a username if given. */
async function createMember(firstName: string, lastName: string, username?: string) {
  const phone = uniquePhone();
  const headers = {
    'Device-Id': `e2e-directory-${Math.random().toString(36).slice(2, 12)}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  const registered = await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      login: phone,
      first_name: firstName,
      last_name: lastName,
      password: 'mango season 2026',
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { data: verification } = (await registered.json()) as { data: { ticket: string } };
  const verified = await fetch(`${API_URL}/auth/verify`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ ticket: verification.ticket, code: await latestCode(e164(phone)) }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const { data } = (await verified.json()) as { data: { token: { access_token: string } } };
  if (username) {
    const named = await fetch(`${API_URL}/api/me/username`, {
      method: 'POST',
      headers: { ...headers, 'Access-Token': data.token.access_token },
      body: new URLSearchParams({ username }),
    });
    if (!named.ok) throw new Error(`username: ${named.status} ${await named.text()}`);
  }
}

const results = (page: Page) =>
  page.getByTestId('directory-results').getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('heading', { level: 2 });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Search in' });

test('finds members by name and by username; the tabs keep the keyword', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  const name = `Dara ${capitalized(word)}`;
  await createMember('Dara', capitalized(word), `${word}.shop`);

  const response = await page.goto(`/search-result/users?q=${word.toUpperCase()}`);
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Members matching “${word.toUpperCase()}”`,
  );
  await expect(count(page)).toHaveText('1 member');
  await expect(results(page)).toHaveText([name]);
  // The member's public profile.
  await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/${word}.shop`);
  await expect(page.getByTestId('directory-results')).toContainText(`@${word}.shop`);
  await expect(page.getByTestId('directory-results')).toContainText('0 active ads');

  // By username, typed in the keyword box.
  const form = page.getByRole('search', { name: 'Search members' });
  await form.getByRole('searchbox').fill(`@${word}.shop`);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-result/users\\?q=%40${word}\\.shop$`));
  await expect(results(page)).toHaveText([name]);

  // The tabs keep the keyword: companies (none yet), then ads, then members again.
  await page.goto(`/search-result/users?q=${word}`);
  await ready(page, javaScriptEnabled);
  await expect(tabs(page).getByRole('link', { name: 'Members' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabs(page).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(`/search-result/companies?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Companies matching “${word}”`);
  await expect(count(page)).toHaveText('0 companies');
  await expect(page.getByText(`No companies match “${word}”.`)).toBeVisible();
  await expect(
    page.getByRole('search', { name: 'Search companies' }).getByRole('searchbox'),
  ).toHaveValue(word);

  await ready(page, javaScriptEnabled);
  await tabs(page).getByRole('link', { name: 'Ads' }).click();
  await expect(page).toHaveURL(`/search-result?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expect(tabs(page).getByRole('link', { name: 'Ads' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await ready(page, javaScriptEnabled);
  await tabs(page).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(`/search-result/users?q=${word}`);
  await expect(results(page)).toHaveText([name]);
});

test('pages follow one another by a link; a bad cursor starts again with a note', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  const last = capitalized(word);
  for (const first of ['Bopha', 'Chenda', 'Kosal']) await createMember(first, last);

  await page.goto(`/search-result/users?q=${word}&limit=2`);
  await ready(page, javaScriptEnabled);
  await expect(count(page)).toHaveText('3 members');
  await expect(results(page)).toHaveText([`Bopha ${last}`, `Chenda ${last}`]);
  // No username yet: listed, without a profile link.
  await expect(page.getByRole('link', { name: `Bopha ${last}` })).toHaveCount(0);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(results(page)).toHaveText([`Kosal ${last}`]);
  await expect(page.getByText('No more.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await page.goto(`/search-result/users?q=${word}&cursor=bm90LWEtY3Vyc29y`);
  await expect(page.getByTestId('directory-notes')).toContainText(
    'The page link was out of date, so the list starts again from the first page.',
  );
  await expect(results(page)).toHaveText([`Bopha ${last}`, `Chenda ${last}`, `Kosal ${last}`]);

  // No keyword: an invitation, no error.
  await page.goto('/search-result/users');
  await expect(page.getByText('Type a name or a username to find members.')).toBeVisible();
  await expect(page.getByTestId('directory-notes')).toHaveCount(0);
});

test('in Khmer: Khmer names, translated texts and Khmer digits', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  await createMember('សុខា', capitalized(word));

  await page.goto(`/km/search-result/users?q=${encodeURIComponent(`សុខា ${word}`)}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`សមាជិកដែលត្រូវនឹង “សុខា ${word}”`);
  await expect(count(page)).toHaveText('សមាជិក ១ នាក់');
  await expect(results(page)).toHaveText([`សុខា ${capitalized(word)}`]);
  await expect(page.getByTestId('directory-results')).toContainText('ការផ្សាយសកម្ម ០');
  await expect(
    page.getByRole('navigation', { name: 'ស្វែងរកក្នុង' }).getByRole('link', { name: 'ក្រុមហ៊ុន' }),
  ).toHaveAttribute(
    'href',
    `/km/search-result/companies?q=${encodeURIComponent(`សុខា ${word}`).replace(/%20/g, '+')}`,
  );
});

test('with the API down the page says so and offers to try again', async ({ page }) => {
  const down = `http://127.0.0.1:${API_DOWN_WEB_PORT}`;
  const response = await page.goto(`${down}/search-result/users?q=dara`);
  expect(response?.status()).toBe(200);
  // Incomplete pages are never shared.
  expect(response?.headers()['cache-control']).not.toContain('public');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members matching “dara”');
  await expect(page.getByText('Members could not be loaded. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    '/search-result/users?q=dara',
  );
  // What the visitor typed stays in the box.
  await expect(
    page.getByRole('search', { name: 'Search members' }).getByRole('searchbox'),
  ).toHaveValue('dara');
});
