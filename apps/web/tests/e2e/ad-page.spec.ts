// Long on purpose: every part of the ad page (details, views, phones, likes, gallery, safety, Khmer) is a journey of its own.
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { titleSlug } from '@repo/domain';
import { en, km } from '@repo/i18n';
import { API_URL, createAccount, ready, signIn } from './fixtures.ts';

/**
 * The ad page `/{title}-adid-{id}`: everything an ad shows, the canonical address,
 * phone reveal, like and save, the gallery, text safety, Khmer, accessibility. Ads are made
 * through the API with a fresh member's token.
 */

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;
const CARS = '401';
const PHNOM_PENH = '12';

type Photo = { id: string; width: number; height: number; urls: Record<string, string> };
type Ad = {
  id: string;
  title: string;
  photos: Photo[];
  location: { district: { name: { en: string; km: string } } | null };
};

const device = () => `e2e-ad-${Math.random().toString(36).slice(2, 12)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A plain-colour PNG of this size (a real image for the API to decode and resize). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function api<T>(
  method: string,
  path: string,
  options: { token?: string; form?: URLSearchParams | FormData } = {},
): Promise<T> {
  const response = await fetch(`${API_URL}/api/${path}`, {
    method,
    headers: {
      'Device-Id': device(),
      ...(options.token ? { 'Access-Token': options.token } : {}),
    },
    body: options.form,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function uploadPhoto(
  token: string,
  width: number,
  height: number,
  colour: [number, number, number],
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(png(width, height, colour))], { type: 'image/png' }),
    'photo.png',
  );
  return api<Photo>('POST', 'me/photos', { token, form });
}

/** A district of Phnom Penh when the gazetteer was imported (else the ad names the province only). */
async function aDistrict(): Promise<string | undefined> {
  const places = await api<{ id: string }[]>('GET', `locations?parent=${PHNOM_PENH}`);
  return places[0]?.id;
}

interface AdOptions {
  title?: string;
  description?: string;
  photos?: number;
  price?: string;
  priceKind?: 'fixed' | 'negotiable' | 'free';
}

/** Posts a car ad (with photos) as this member. */
async function postCar(token: string, options: AdOptions = {}): Promise<Ad> {
  const photos: Photo[] = [];
  const colours: [number, number, number][] = [
    [200, 40, 40],
    [40, 160, 60],
    [40, 60, 200],
  ];
  for (let i = 0; i < (options.photos ?? 0); i += 1) {
    photos.push(await uploadPhoto(token, 400 + i * 100, 300, colours[i % 3]!));
  }
  const district = await aDistrict();
  const form = new URLSearchParams({
    category_id: CARS,
    title: options.title ?? 'Mercedes-Benz C200 2019',
    description:
      options.description ?? 'One owner, full service history.\nTax paid for 2026. Call any time.',
    price: options.price ?? '14500',
    price_kind: options.priceKind ?? 'negotiable',
    province_id: PHNOM_PENH,
    ...(district ? { district_id: district } : {}),
    address: 'Street 271, Toul Tumpung',
    contact_name: 'Dara',
    brand: 'mercedes_benz',
    model: 'C200',
    year: '2019',
    condition: 'used',
    color: 'silver',
    transmission: 'auto',
    tax_paper: 'on',
    mileage: '45000',
  });
  form.append('phones', '012 345 678');
  form.append('phones', '097 765 4321');
  for (const photo of photos) form.append('photos', photo.id);
  return api<Ad>('POST', 'me/posts', { token, form });
}

const pathOf = (ad: { id: string; title: string }) => `/${titleSlug(ad.title, 'ad')}-adid-${ad.id}`;

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
}

test('the ad page shows the ad, its seller, places, dates, meta and similar ads', async ({
  page,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const username = `seller.${Math.floor(Math.random() * 1e8)}`;
  await api('POST', 'me/username', {
    token: seller.tokens.access_token,
    form: new URLSearchParams({ username }),
  });
  const ad = await postCar(seller.tokens.access_token, { photos: 3 });
  const other = await postCar(seller.tokens.access_token, {
    title: `Toyota Prius 2015 hybrid no. ${Math.floor(Math.random() * 1e6)}`,
  });

  // A query (a shared link's tracking) stays out of the canonical address.
  const response = await page.goto(`${pathOf(ad)}?utm_source=telegram`);
  expect(response?.status()).toBe(200);
  await ready(page, javaScriptEnabled);

  await expect(page).toHaveTitle('Mercedes-Benz C200 2019 | Psar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercedes-Benz C200 2019');
  await expect(page.getByTestId('ad-price')).toHaveText('$14,500');
  await expect(page.getByText('Negotiable', { exact: true })).toBeVisible();
  // Copy link needs the clipboard: it comes with JavaScript only.
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(
    javaScriptEnabled === false ? 0 : 1,
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Cars & Vehicles' })).toHaveAttribute(
    'href',
    '/c-cars-vehicles',
  );
  await expect(crumbs.getByRole('link', { name: 'Cars', exact: true })).toHaveAttribute(
    'href',
    '/c-cars',
  );

  // The category's fields, labelled from the catalog and the brand list.
  const details = page.getByRole('table');
  for (const [label, value] of [
    ['Brand', 'Mercedes-Benz'],
    ['Year', '2019'],
    ['Transmission', 'Automatic'],
    ['Colour', 'Silver'],
    ['Tax paper', 'Yes'],
    ['Mileage (km)', '45,000'],
  ]) {
    await expect(details.getByRole('row', { name: `${label} ${value}` })).toBeVisible();
  }
  await expect(page.getByTestId('ad-description')).toHaveText(
    'One owner, full service history.\nTax paid for 2026. Call any time.',
  );
  const district = ad.location.district?.name.en;
  await expect(page.getByTestId('ad-location')).toHaveText(
    district ? `${district}, Phnom Penh` : 'Phnom Penh',
  );
  await expect(page.getByText('Address: Street 271, Toul Tumpung')).toBeVisible();
  await expect(page.getByText(/^Posted [A-Z][a-z]+ \d{1,2}, 20\d\d$/)).toBeVisible();
  // The page shows the views before this one; its beacon counts this visit.
  await expect(page.getByTestId('ad-views')).toHaveText('0 views');
  await expect
    .poll(async () => (await api<{ views: number }>('GET', `posts/${ad.id}`)).views)
    .toBe(1);

  await expect(page.getByText('Sreymom Chan', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all ads of Sreymom Chan' })).toHaveAttribute(
    'href',
    `/${username}`,
  );

  // Photos: srcset of the renditions, sizes set, only the first loaded at once.
  const first = page.getByRole('group', { name: 'Photo 1 of 3' }).locator('img');
  await expect(first).toHaveAttribute('srcset', / 320w, .* \d+w/);
  await expect(first).toHaveAttribute('width', String(ad.photos[0]!.width));
  await expect(first).toHaveAttribute('height', String(ad.photos[0]!.height));
  await expect(first).toHaveAttribute('loading', 'eager');
  // (with JavaScript the slides out of view are hidden from assistive technology)
  await expect(
    page.getByRole('group', { name: 'Photo 2 of 3', includeHidden: true }).locator('img'),
  ).toHaveAttribute('loading', 'lazy');

  // Similar ads: a card with the cover-less ad linking to its page.
  const similar = page.getByRole('region', { name: 'Similar ads' });
  await expect(similar.getByRole('link', { name: other.title })).toHaveAttribute(
    'href',
    pathOf(other),
  );
  const card = similar
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: other.title }) });
  await expect(card.getByText('No photo')).toBeVisible();
  await expect(card.getByText('$14,500 · Negotiable')).toBeVisible();
  await expect(card).toContainText('Phnom Penh');

  // Meta: description, Open Graph and canonical address; Product JSON-LD.
  const url = `${BASE}/en${pathOf(ad)}`;
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'One owner, full service history. Tax paid for 2026. Call any time.',
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    ad.photos[0]!.urls.large!,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  const product = await jsonLd(page);
  expect(product).toMatchObject({
    '@type': 'Product',
    name: ad.title,
    url,
    image: ad.photos.map((photo) => photo.urls.large),
    offers: {
      '@type': 'Offer',
      price: 14500,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });
});

test('a view counts once per device and day, never for the owner', async ({ page, context }) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  const views = async () => (await api<{ views: number }>('GET', `posts/${ad.id}`)).views;
  await signIn(context, seller);
  const own = page.waitForResponse((response) => response.url().includes(`/api/_views/${ad.id}`));
  await page.goto(pathOf(ad));
  expect((await own).ok()).toBe(true);
  expect(await views()).toBe(0);
  // The same device, signed out: now a visitor, whose visit counts once.
  await context.clearCookies({ name: 'access_token' });
  await context.clearCookies({ name: 'refresh_token' });
  // The view is sent once the page has hydrated, which under load can take longer than a poll.
  const visit = page.waitForResponse((response) => response.url().includes(`/api/_views/${ad.id}`));
  await page.goto(pathOf(ad));
  expect((await visit).ok()).toBe(true);
  await expect.poll(views).toBe(1);
  await page.reload();
  await page.goto(`/km${pathOf(ad)}`);
  const again = page.waitForResponse((response) => response.url().includes(`/api/_views/${ad.id}`));
  await page.reload();
  await again;
  expect(await views()).toBe(1);
});

test('an out-of-date title answers 301 to the canonical address, keeping prefix and query', async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'an HTTP answer: once is enough');
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token, { title: 'Honda CR-V 2018 7 seats' });
  for (const [asked, expected] of [
    [`/old-title-adid-${ad.id}`, pathOf(ad)],
    [`/km/honda-adid-${ad.id}?from=telegram`, `/km${pathOf(ad)}?from=telegram`],
    [`/en/HONDA-CR-V-2018-7-SEATS-adid-${ad.id}`, `/en${pathOf(ad)}`],
  ] as const) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(response.headers().location, asked).toBe(expected);
  }
  // A Khmer title is a readable address (percent-encoded on the wire); the old `ad-adid-N` moved.
  const khmer = await postCar(seller.tokens.access_token, { title: 'ឡានលក់បន្ទាន់ Honda' });
  const readable = pathOf(khmer);
  expect(readable).toMatch(/^\/ឡាន-.*-honda-adid-\d+$/);
  const moved = await request.get(`/km/ad-adid-${khmer.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(encodeURI(`/km${readable}`));
  expect((await request.get(encodeURI(`/km${readable}`), { maxRedirects: 0 })).status()).toBe(200);
  // HEAD answers like GET and counts no view.
  expect((await request.head(pathOf(ad), { maxRedirects: 0 })).status()).toBe(200);
  expect((await api<{ views: number }>('GET', `posts/${ad.id}`)).views).toBe(0);
});

test('another site cannot count views: its images and its posts are refused', async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'HTTP answers: once is enough');
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  const views = async () => (await api<{ views: number }>('GET', `posts/${ad.id}`)).views;
  const image = await request.get(`/api/_views/${ad.id}`, {
    headers: { 'sec-fetch-site': 'cross-site', cookie: `device_id=${device()}` },
  });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/gif');
  const post = await request.post(`/api/_views/${ad.id}`, {
    headers: { origin: 'https://evil.example', cookie: `device_id=${device()}` },
  });
  expect(post.status()).toBe(403);
  expect(await views()).toBe(0);
  // Our own page's image counts.
  await request.get(`/api/_views/${ad.id}`, {
    headers: { 'sec-fetch-site': 'same-origin', cookie: `device_id=${device()}` },
  });
  expect(await views()).toBe(1);
  expect((await request.get('/api/_views/not-an-id')).status()).toBe(404);
});

test("visitors share one render of the ad page for a few seconds; a member's page is theirs", async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'HTTP answers: once is enough');
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  const visitor = { cookie: `device_id=${device()}` };
  const first = await request.get(pathOf(ad), { headers: visitor });
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
  // Another visitor (another device) within the 5 seconds gets the same render.
  const second = await request.get(pathOf(ad), { headers: { cookie: `device_id=${device()}` } });
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(await second.text()).toBe(await first.text());
  // Each language is its own page.
  const khmer = await request.get(`/km${pathOf(ad)}`, { headers: visitor });
  expect(await khmer.text()).toContain('lang="km"');
  // The seller's page is the members' template filled in for them (ADR 0025), marked private.
  const cookie = [
    visitor.cookie,
    `access_token=${seller.tokens.access_token}`,
    `refresh_token=${seller.tokens.refresh_token}`,
  ].join('; ');
  const own = await request.get(pathOf(ad), { headers: { cookie } });
  expect(own.headers()['x-page-cache']).toBe('member');
  expect(own.headers()['cache-control']).toBe('private, no-cache');
  expect(await own.text()).toContain('>Sreymom</a>');
});

test('an unknown or deleted ad is the 404 page', async ({ page, javaScriptEnabled }) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  await api('POST', `me/posts/${ad.id}/delete`, {
    token: seller.tokens.access_token,
    form: new URLSearchParams({ reason: 'other' }),
  });
  for (const path of ['/no-such-car-adid-987654321', pathOf(ad)]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});

test('a sold ad says so, offers no phone numbers and is sold out for search engines', async ({
  page,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  await api('POST', `me/posts/${ad.id}/delete`, {
    token: seller.tokens.access_token,
    form: new URLSearchParams({ reason: 'sold' }),
  });
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('status').filter({ hasText: en.adPage.status.sold })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  await expect(page.getByText(en.adPage.phones.unavailable)).toBeVisible();
  expect((await jsonLd(page)).offers.availability).toBe('https://schema.org/SoldOut');
});

test('the phone numbers show on a click, as tel: links', async ({ page, javaScriptEnabled }) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByRole('link', { name: 'Call 012 345 678' })).toHaveAttribute(
    'href',
    'tel:+85512345678',
  );
  await expect(page.getByRole('link', { name: 'Call 097 765 4321' })).toHaveAttribute(
    'href',
    'tel:+855977654321',
  );
  await expect(page.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  // A plain form post re-renders the page at the same address.
  expect(new URL(page.url()).pathname).toBe(pathOf(ad));
});

test('too many phone reveals from one device get the translated limit message', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  await page.goto(`/km${pathOf(ad)}`);
  await ready(page, javaScriptEnabled);
  const deviceId = (await context.cookies()).find((cookie) => cookie.name === 'device_id')?.value;
  expect(deviceId).toBeTruthy();
  // Use up this device's hourly reveals (from another address, so the shared one keeps its own).
  for (let i = 0; ; i += 1) {
    const response = await fetch(`${API_URL}/api/posts/${ad.id}/phones`, {
      method: 'POST',
      headers: { 'Device-Id': deviceId!, 'X-Forwarded-For': `10.9.${i % 250}.${i % 7}` },
    });
    if (response.status === 429) break;
    expect(response.status).toBe(200);
    expect(i).toBeLessThan(200);
  }
  await page.getByRole('button', { name: km.adPage.phones.reveal }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: km.adPage.phones.rateLimited }),
  ).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
});

test('a member likes and saves an ad; the counts follow and stay', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  await signIn(context);
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);

  const like = page.getByRole('button', { name: 'Like', exact: true });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-count')).toHaveText('0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toHaveText('1 like');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('save-count')).toHaveText('Saved by 1');
  // Stored: a fresh load shows the same, and the API agrees.
  await expect
    .poll(async () => (await api<{ likes: number }>('GET', `posts/${ad.id}`)).likes)
    .toBe(1);
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // And undone.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-count')).toHaveText('0 likes');
  await expect
    .poll(async () => (await api<{ likes: number }>('GET', `posts/${ad.id}`)).likes)
    .toBe(0);
});

test('a visitor who likes or saves is sent to sign in and back', async ({
  page,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token);
  for (const name of ['Like', 'Save']) {
    await page.goto(`/km${pathOf(ad)}`);
    await ready(page, javaScriptEnabled);
    await page
      .getByRole('button', { name: name === 'Like' ? km.adPage.like : km.adPage.save, exact: true })
      .click();
    await expect(page).toHaveURL(
      `${BASE}/km/login?redirect=${encodeURIComponent(`/km${pathOf(ad)}`)}`,
    );
  }
  expect((await api<{ likes: number; saves: number }>('GET', `posts/${ad.id}`)).likes).toBe(0);
});

test('a member likes a similar ad from its card; its own page follows', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const tag = Math.random().toString(36).slice(2, 8);
  const similar = await postCar(seller.tokens.access_token, { title: `Toyota Prius ${tag}` });
  const ad = await postCar(seller.tokens.access_token, { title: `Lexus RX ${tag}` });
  await signIn(context);
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);

  const card = page.locator(`li[data-ad-id="${similar.id}"]`);
  const like = card.getByRole('button', { name: `Like ${similar.title}`, exact: true });
  const save = card.getByRole('button', { name: `Save ${similar.title}`, exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // With JavaScript a fetcher gets the new state (no redirect, no toast); without, the form
  // post comes back to this page with a toast.
  const posted = javaScriptEnabled
    ? page.waitForResponse(
        (response) =>
          response.url().includes('/api/_marks') && response.request().method() === 'POST',
      )
    : null;
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`${BASE}${pathOf(ad)}`);
  if (posted) {
    expect((await posted).status()).toBe(200);
    await expect(page.getByText(en.adPage.cardMarks.liked)).toHaveCount(0);
  } else {
    await expect(page.getByText(en.adPage.cardMarks.liked)).toBeVisible();
  }
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await api<{ likes: number }>('GET', `posts/${similar.id}`)).likes)
    .toBe(1);

  // The similar ad's own page shows the like and its count.
  await page.goto(pathOf(similar));
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('like-count')).toHaveText('1 like');

  // Back on the first ad, the card remembers it, and a second click undoes it.
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await api<{ likes: number }>('GET', `posts/${similar.id}`)).likes)
    .toBe(0);
});

test('a visitor who likes a similar ad from its card is sent to sign in and back', async ({
  page,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const similar = await postCar(seller.tokens.access_token);
  const ad = await postCar(seller.tokens.access_token);
  await page.goto(`/km${pathOf(ad)}`);
  await ready(page, javaScriptEnabled);
  const card = page.locator(`li[data-ad-id="${similar.id}"]`);
  await card
    .getByRole('button', {
      name: `${km.adPage.like} ${similar.title}`,
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(
    `${BASE}/km/login?redirect=${encodeURIComponent(`/km${pathOf(ad)}`)}`,
  );
  expect((await api<{ likes: number }>('GET', `posts/${similar.id}`)).likes).toBe(0);
});

test('the gallery moves with the arrow keys and the thumbnails', async ({
  page,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token, { photos: 3 });
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);
  if (javaScriptEnabled === false) {
    // Without JavaScript a thumbnail is a link to its photo, which scrolls the strip to it.
    await page.getByRole('link', { name: 'Photo 3 of 3' }).click();
    await expect(page.getByRole('group', { name: 'Photo 3 of 3' })).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByRole('group', { name: 'Photo 1 of 3' })).not.toBeInViewport();
    return;
  }
  const counter = page.getByTestId('gallery-counter');
  const thumbs = page.getByRole('list', { name: 'Choose a photo' }).getByRole('link');
  await expect(counter).toHaveText('Photo 1 of 3');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  await page.getByTestId('gallery-track').focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Photo 2 of 3');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Photo 1 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('Photo 3 of 3');
  await expect(page.getByRole('group', { name: 'Photo 3 of 3' })).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(counter).toHaveText('Photo 1 of 3');

  await thumbs.nth(1).click();
  await expect(counter).toHaveText('Photo 2 of 3');
  await expect(page.getByRole('group', { name: 'Photo 2 of 3' })).toBeInViewport();
  // From a thumbnail, the arrows move the photo and the focus together.
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('Photo 3 of 3');
  await expect(thumbs.nth(2)).toBeFocused();
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText('Photo 2 of 3');
});

test('a description or title with HTML shows as text and runs nothing', async ({
  page,
  javaScriptEnabled,
}) => {
  const seller = await createAccount();
  const title = 'Bike </script><script>window.__xss=1</script>';
  const description = '<script>window.__xss=2</script><img src=x onerror="window.__xss=3"> & more';
  const ad = await postCar(seller.tokens.access_token, { title, description });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(pathOf(ad));
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('ad-description')).toHaveText(description);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect((await jsonLd(page)).name).toBe(title);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  if (javaScriptEnabled !== false) {
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});

test('/km shows the ad in Khmer', async ({ page, javaScriptEnabled }) => {
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token, { price: '12000', priceKind: 'fixed' });
  await page.goto(`/km${pathOf(ad)}`);
  await ready(page, javaScriptEnabled);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByTestId('ad-price')).toHaveText('$១២,០០០');
  await expect(page.getByRole('heading', { name: km.adPage.details })).toBeVisible();
  await expect(page.getByRole('heading', { name: km.adPage.description })).toBeVisible();
  const details = page.getByRole('table');
  await expect(
    details.getByRole('row', {
      name: `${km.ad.fields.transmission} ${km.ad.options.transmission.auto}`,
    }),
  ).toBeVisible();
  await expect(
    details.getByRole('row', { name: `${km.ad.fields.brand} Mercedes-Benz` }),
  ).toBeVisible();
  await expect(page.getByTestId('ad-location')).toContainText('ភ្នំពេញ');
  await expect(page.getByTestId('ad-views')).toHaveText(
    km.adPage.views_other.replace('{{count}}', '០'),
  );
  await page.getByRole('button', { name: km.adPage.phones.reveal }).click();
  await expect(page.getByRole('link', { name: 'ហៅទៅ 012 345 678' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: km.nav.breadcrumbs })
      .getByRole('link', { name: km.nav.home }),
  ).toHaveAttribute('href', '/km');
});

test('the ad page has no serious or critical accessibility violations', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'axe runs in the page');
  // An ad posted, its page loaded and hydrated, then a whole-page axe scan (15 s when quiet).
  test.slow();
  const seller = await createAccount();
  const ad = await postCar(seller.tokens.access_token, { photos: 2 });
  await postCar(seller.tokens.access_token, { title: 'Lexus RX 350 2016', photos: 1 });
  await signIn(context);
  for (const path of [pathOf(ad), `/km${pathOf(ad)}`]) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
