import { expect, test, type APIRequestContext } from '@playwright/test';
import { ready } from './fixtures.ts';

/** The width and height of a PNG, from its IHDR chunk (bytes 16 to 24). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchOk(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response;
}

const KHMER = /[\u1780-\u17FF]/;

test('the favicon is a real ICO, with PNG images of 16 and 32 pixels', async ({ request }) => {
  const response = await fetchOk(request, '/favicon.ico');
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await response.body();
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const sizes: number[] = [];
  for (let index = 0; index < ico.readUInt16LE(4); index += 1) {
    const entry = 6 + 16 * index;
    const image = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    );
    const { width, height } = pngSize(image);
    expect([width, height]).toEqual([ico[entry] || 256, ico[entry + 1] || 256]);
    sizes.push(width);
  }
  expect(sizes).toEqual(expect.arrayContaining([16, 32]));
});

test('the SVG icon and the touch icon are served', async ({ request }) => {
  const svg = await fetchOk(request, '/icon.svg');
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toContain('<svg');
  const touch = await fetchOk(request, '/apple-touch-icon.png');
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
});

for (const [locale, shortName] of [
  ['en', 'Psar'],
  ['km', 'ផ្សារ'],
] as const) {
  test(`the ${locale} manifest names the app in its language, with icons that exist`, async ({
    request,
  }) => {
    const response = await fetchOk(request, `/${locale}/manifest.webmanifest`);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      short_name: shortName,
      lang: locale,
      dir: 'ltr',
      start_url: `/${locale}`,
      scope: `/${locale}`,
      display: 'standalone',
      theme_color: '#a8400f',
      background_color: '#faf7f2',
    });
    if (locale === 'km') {
      expect(manifest.name).toMatch(KHMER);
      expect(manifest.description).toMatch(KHMER);
    } else {
      expect(manifest.name).toContain('Psar');
      expect(manifest.description).not.toMatch(KHMER);
    }
    // The app starts on a page that exists.
    expect((await request.get(manifest.start_url)).status()).toBe(200);

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.some((icon) => icon.purpose.split(' ').includes('maskable'))).toBe(true);
    for (const size of ['192x192', '512x512'])
      expect(icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
    for (const icon of icons) {
      const file = await fetchOk(request, icon.src);
      expect(file.headers()['content-type'], icon.src).toBe(icon.type);
      if (icon.type !== 'image/png') continue;
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
}

test("a page's head links the manifest of its language, the icons and the theme colour", async ({
  page,
  javaScriptEnabled,
}) => {
  for (const [path, locale] of [
    ['/en', 'en'],
    ['/km/safety-tips', 'km'],
    ['/en/no-such-page-at-all/here', 'en'],
  ] as const) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    await expect(page.locator('head link[rel="manifest"]'), path).toHaveAttribute(
      'href',
      `/${locale}/manifest.webmanifest`,
    );
    await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      'href',
      '/icon.svg',
    );
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#a8400f',
    );
    // Chromium itself finds the manifest and reads it without an error.
    const cdp = await page.context().newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(new RegExp(`/${locale}/manifest\\.webmanifest$`));
    expect(errors).toEqual([]);
    await cdp.detach();
  }
  // An unprefixed page in the language the visitor chose links that language's manifest.
  const origin = new URL('/', page.url()).href;
  await page.context().addCookies([{ name: 'locale', value: 'km', url: origin }]);
  await page.goto('/safety-tips');
  await ready(page, javaScriptEnabled);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/km/manifest.webmanifest',
  );
  await expect(page.locator('head meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    'ផ្សារ',
  );
});
