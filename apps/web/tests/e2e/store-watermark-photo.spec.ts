import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { API_URL } from './fixtures.ts';
import { api } from './my-ads-fixtures.ts';

/**
 * The watermark on a new photo (issue 17, ADR 0046): a store with a watermark posts an ad
 * with a photo; the watermark job (asked for at the post) re-renders the photo, and the
 * pixels prove it: the bottom-right corner carries the watermark, the top-left is untouched.
 */

/** A 40×20 PNG, transparent but for a white box: a watermark. */
const WATERMARK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAMAAADImI+JAAAABlBMVEVMaXH///+a4ocPAAAAAXRSTlMAQObYZgAAAAlwSFlzAAAD6AAAA+gBtXtSawAAABZJREFUKM9jYBh2gBEvGFU4cAqHCQAA47sBLYyipvQAAAAASUVORK5CYII=',
  'base64',
);
const DEVICE = 'e2e-store-watermark-photo';

/** A multipart call to {api} as the member. */
async function multipart(token: string, method: 'POST' | 'PUT', path: string, form: FormData) {
  const response = await fetch(`${API_URL}/api/${path}`, {
    method,
    headers: { 'Device-Id': DEVICE, 'Access-Token': token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

/** The mean absolute difference of two same-sized images over a region (fractions of the size). */
async function regionDifference(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const raw = async (image: Buffer) => {
    const { data, info } = await sharp(image)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const [first, second] = await Promise.all([raw(a), raw(b)]);
  expect([second.width, second.height]).toEqual([first.width, first.height]);
  const x0 = Math.floor(region.left * first.width);
  const y0 = Math.floor(region.top * first.height);
  const x1 = Math.floor((region.left + region.width) * first.width);
  const y1 = Math.floor((region.top + region.height) * first.height);
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      for (let channel = 0; channel < 3; channel++) {
        const at = (y * first.width + x) * 3 + channel;
        sum += Math.abs(first.data[at]! - second.data[at]!);
        count += 1;
      }
    }
  }
  return sum / count;
}

test('a new photo of a store ad gets the store’s watermark', async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Rithy');
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Rithy Phones',
    username: `rithyphones${Date.now() % 1_000_000}${js ? 'j' : 'n'}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const storeId = created.body.data.id;

  const mark = new FormData();
  mark.append('opacity', '100');
  mark.append('file', new Blob([WATERMARK_PNG], { type: 'image/png' }), 'mark.png');
  const watermark = await multipart(owner.token, 'PUT', `me/stores/${storeId}/watermark`, mark);
  expect(watermark.status, JSON.stringify(watermark.body)).toBe(200);

  // A plain blue photo, uploaded the way the post form does.
  const photoBytes = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 60, b: 200 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const upload = new FormData();
  upload.append('file', new Blob([photoBytes], { type: 'image/jpeg' }), 'phone.jpg');
  const uploaded = await multipart(owner.token, 'POST', 'me/photos', upload);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const photo = uploaded.body.data as { id: string; urls: { large: string } };
  const clean = Buffer.from(await (await fetch(photo.urls.large)).arrayBuffer());

  const posted = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/posts', {
    category_id: '101',
    title: 'Samsung Galaxy S22, like new',
    description: 'With box and charger, battery 95%.',
    price: '320',
    price_kind: 'fixed',
    province_id: '12',
    address: 'Street 63, BKK1',
    contact_name: 'Rithy',
    phones: ['012 345 678'],
    condition: 'used',
    color: 'black',
    photos: [photo.id],
    store_id: storeId,
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const adId = posted.body.data.id;

  // The job runs on its own: the ad's photo moves to new, watermarked files.
  let large = photo.urls.large;
  await expect
    .poll(
      async () => {
        const ad = await api<{ data: { photos: { urls: { large: string } }[] } }>(
          null,
          'GET',
          `posts/${adId}`,
        );
        large = ad.body.data.photos[0]?.urls.large ?? large;
        return large;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .not.toBe(photo.urls.large);
  const marked = Buffer.from(await (await fetch(large)).arrayBuffer());
  const corner = await regionDifference(clean, marked, {
    left: 0.8,
    top: 0.85,
    width: 0.15,
    height: 0.1,
  });
  const away = await regionDifference(clean, marked, {
    left: 0.05,
    top: 0.05,
    width: 0.3,
    height: 0.3,
  });
  expect(corner).toBeGreaterThan(40);
  expect(away).toBeLessThan(4);

  // The ad page shows the watermarked photo.
  await open(owner.page, `/x-adid-${adId}`, js);
  const shown = await owner.page
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  // Watermarked renditions are stored under new keys (`…-w{version}-…`, ADR 0046).
  expect(large).toMatch(/-w\d+-/);
  expect(shown.some((src) => /-w\d+-/.test(src))).toBe(true);
  await owner.context.close();
});
