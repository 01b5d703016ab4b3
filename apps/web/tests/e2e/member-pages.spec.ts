import { expect, test } from '@playwright/test';
import { createAccount, ready, signIn, uniquePhone } from './fixtures.ts';
import { apiForm, postCar, uniqueWord } from './listing-fixtures.ts';

/**
 * Member pages from one render (ADR 0025): the home page, the listings and the ad pages are rendered once as
 * the members' template and each member's copy is that template filled in with their name and
 * their likes and saves. The copy must be the very page a render for them would give.
 */

/** Provinces no other browser test posts in (Kep, Pailin): one for each project. */
const QUIET_PROVINCES = { js: '23', noJs: '24' };

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;

const cookieHeader = (tokens: { access_token: string; refresh_token: string }) =>
  `access_token=${tokens.access_token}; refresh_token=${tokens.refresh_token}`;

/** The page as the browser shows it before scripts: the data scripts and their nonce set apart. */
const shown = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/ nonce="[^"]*"/g, '');

test("a member's copy of a listing is the page rendered for them, and theirs alone", async ({
  request,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  const seller = await createAccount();
  // Where no other test posts: the ad pages' related ads are this test's alone.
  const province = javaScriptEnabled === false ? QUIET_PROVINCES.noJs : QUIET_PROVINCES.js;
  const first = await postCar(seller.tokens.access_token, `Toyota Vios ${word}`, 9000, province);
  const second = await postCar(seller.tokens.access_token, `Honda Jazz ${word}`, 8000, province);
  const dara = await createAccount(uniquePhone(), 'mango season 2026', 'Dara');
  const vanna = await createAccount(uniquePhone(), 'mango season 2026', 'Vanna <&>');
  const mark = (path: 'likes' | 'saved', id: string) =>
    apiForm(
      'POST',
      `me/${path}/${id}`,
      dara.tokens.access_token,
      new URLSearchParams({ value: 'true' }),
    );
  await mark('likes', first.id);
  await mark('saved', first.id);
  await mark('saved', second.id);

  // The ad's own address (the short one answers a 301, rendered for the member).
  const short = await request.get(`/x-adid-${first.id}`, {
    headers: { cookie: cookieHeader(dara.tokens) },
    maxRedirects: 0,
  });
  expect(short.status()).toBe(301);
  const adPath = short.headers().location!;
  // Pages of this test's ads only: a render a second later shows the same ads.
  for (const path of [
    `/all-ads?q=${word}`,
    `/km/search-result?q=${word}`,
    adPath,
    `/km${adPath}`,
  ]) {
    const copy = await request.get(path, { headers: { cookie: cookieHeader(dara.tokens) } });
    expect(copy.status(), path).toBe(200);
    expect(copy.headers()['x-page-cache'], path).toBe('member');
    expect(copy.headers()['cache-control'], path).toBe('private, no-cache');
    // A hard reload renders the page for the member: the same page.
    const rendered = await request.get(path, {
      headers: { cookie: cookieHeader(dara.tokens), 'cache-control': 'no-cache' },
    });
    expect(rendered.headers()['x-page-cache'], path).toBeUndefined();
    expect(shown(await copy.text()), path).toBe(shown(await rendered.text()));
  }
  const listing = await (
    await request.get(`/all-ads?q=${word}`, { headers: { cookie: cookieHeader(dara.tokens) } })
  ).text();
  expect(listing).toContain('>Dara</a>');
  const pressed = /form="card-marks" name="un(?:like|save)" value="\d+" aria-pressed="true"/g;
  expect(listing.match(pressed)).toHaveLength(3);
  // A like through the site shows on the member's next copy at once.
  const liked = await request.post('/api/_marks', {
    form: { like: second.id },
    headers: { cookie: cookieHeader(dara.tokens), origin: BASE, referer: `${BASE}/all-ads` },
    maxRedirects: 0,
  });
  expect(liked.status()).toBe(303);
  const after = await (
    await request.get(`/all-ads?q=${word}`, { headers: { cookie: cookieHeader(dara.tokens) } })
  ).text();
  expect(after.match(pressed)).toHaveLength(4);
  expect(after).toContain(`name="unlike" value="${second.id}" aria-pressed="true"`);

  // The ad page's own buttons are pressed too.
  const adHtml = await (
    await request.get(adPath, { headers: { cookie: cookieHeader(dara.tokens) } })
  ).text();
  expect(adHtml).toMatch(/aria-pressed="true"><span aria-hidden="true">♥/);
  expect(adHtml).toMatch(/aria-pressed="true"><span aria-hidden="true">★/);
  const vannasAd = await (
    await request.get(adPath, { headers: { cookie: cookieHeader(vanna.tokens) } })
  ).text();
  expect(vannasAd).not.toMatch(/aria-pressed="true"><span aria-hidden="true">/);
  expect(vannasAd).toMatch(/aria-pressed="false"><span aria-hidden="true">♡/);

  // Another member gets the same template with their own name and none of Dara's marks.
  const other = await request.get(`/all-ads?q=${word}`, {
    headers: { cookie: cookieHeader(vanna.tokens) },
  });
  expect(other.headers()['x-page-cache']).toBe('member');
  const html = await other.text();
  expect(html).toContain('>Vanna &lt;&amp;&gt;</a>');
  expect(html).not.toContain('>Dara</a>');
  expect(html.match(pressed)).toBeNull();
  // The home page too.
  const home = await request.get('/en', { headers: { cookie: cookieHeader(vanna.tokens) } });
  expect(home.headers()['x-page-cache']).toBe('member');
  expect(await home.text()).toContain('>Vanna &lt;&amp;&gt;</a>');

  // A token the API refuses is not answered from the template: the page renders (and signs out).
  const refused = await request.get(`/all-ads?q=${word}`, {
    headers: { cookie: 'access_token=not-a-token' },
  });
  expect(refused.headers()['x-page-cache']).toBeUndefined();
  expect(await refused.text()).not.toContain('/logout');
});

test("in the browser a member's copy hydrates with their likes, and a toggle still works", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  const seller = await createAccount();
  const car = await postCar(seller.tokens.access_token, `Mazda CX-5 ${word}`, 21000);
  const member = await createAccount();
  await apiForm(
    'POST',
    `me/likes/${car.id}`,
    member.tokens.access_token,
    new URLSearchParams({ value: 'true' }),
  );
  await signIn(context, member);
  // A copy that differed from what its data renders would be thrown away and drawn again.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`/all-ads?q=${word}`);
  expect(response?.headers()['x-page-cache']).toBe('member');
  await ready(page, javaScriptEnabled);
  const like = page.getByRole('button', { name: `Like Mazda CX-5 ${word}`, exact: true });
  const save = page.getByRole('button', { name: `Save Mazda CX-5 ${word}`, exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => {
      const marks = await apiForm<{ liked: string[]; saved: string[] }>(
        'GET',
        `me/marks?ids=${car.id}`,
        member.tokens.access_token,
      );
      return marks;
    })
    .toEqual({ liked: [], saved: [car.id], complete: true });
  // The ad's page: its own buttons hydrate pressed as the member left them.
  const href = await page
    .getByRole('link', { name: `Mazda CX-5 ${word}` })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/-adid-\d+$/);
  const adResponse = await page.goto(href!);
  expect(adResponse?.headers()['x-page-cache']).toBe('member');
  await ready(page, javaScriptEnabled);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
});
