import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { ready } from './fixtures.ts';
import { api } from './my-ads-fixtures.ts';
import { BLUE_JPEG, jpeg, uploadThroughApi } from './post-ad-fixtures.ts';

/**
 * A store's photo albums (issue 17, ADR 0048), with JavaScript on and off: the owner creates,
 * renames, fills, reorders and deletes albums with plain forms; staff look; strangers get 404.
 */

let stores = 0;
async function storeOf(token: string, js: boolean, name: string) {
  stores += 1;
  const created = await api<{ data: { id: string } }>(token, 'POST', 'me/stores', {
    name,
    username: `albums${Date.now() % 1_000_000}${js ? 'j' : 'n'}${stores}`,
  });
  expect(created.status).toBe(201);
  return `/me/store-${created.body.data.id}`;
}

/** No serious accessibility problem (with JavaScript), and no sideways scroll at 360 px. */
async function checkPage(page: Page, js: boolean) {
  if (js) {
    // A toast fading in or out is measured at part opacity: wait until none shows.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  }
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

const photoSources = (page: Page) =>
  page
    .getByTestId('album-photo')
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));

test('the owner creates an album, renames it, uploads two photos, reorders and deletes', async ({
  browser,
  javaScriptEnabled,
}) => {
  // A journey through several pages and members, with axe on each: up to 90 s on a busy machine.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Chanthy');
  const page = owner.page;
  const storePath = await storeOf(owner.token, js, 'Chanthy Flowers');
  await open(page, storePath, js);
  await page.getByTestId('store-photos-link').click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/photos$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photos');
  await expect(page.getByText('No albums yet.')).toBeVisible();

  await page.getByLabel('Album name').fill('Showroom');
  await page.getByRole('button', { name: 'Create the album' }).click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/photos-\\d+$`));
  await expect(page.getByText('The album is created.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showroom');
  await expect(page.getByText('No photos in this album yet.')).toBeVisible();
  const albumPath = new URL(page.url()).pathname;

  await page.getByLabel('Album name').fill('Showroom 2026');
  await page.getByRole('button', { name: 'Save the name' }).click();
  await expect(page.getByText('The album is renamed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showroom 2026');

  // Two photos: with JavaScript each goes up as it is chosen and shows without a reload.
  await ready(page, js);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/_photos') uploads.push(request.method());
  });
  if (js) await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  await page
    .getByLabel('Photos to add')
    .setInputFiles([jpeg('front.jpg'), jpeg('back.jpg', BLUE_JPEG)]);
  if (!js) await page.getByRole('button', { name: 'Upload the photos' }).click();
  else await expect(page.getByRole('button', { name: 'Upload the photos' })).toHaveCount(0);
  await expect(page.getByTestId('album-photo')).toHaveCount(2);
  await expect(page.getByTestId('album-count')).toContainText('2 of 100 photos');
  if (js) {
    // One request a file (each with its progress), and the page was never reloaded.
    expect(uploads).toEqual(['POST', 'POST']);
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
  } else {
    expect(uploads).toEqual([]);
    await expect(page.getByText('The photos are in the album.')).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Showroom 2026, photo 1' })).toBeVisible();
  // A photo opens large with a plain link.
  const first = page.getByTestId('album-photo').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /\/large\.webp$/);
  await checkPage(page, js);

  // The first photo moves after the second.
  const before = await photoSources(page);
  await page.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect(page.getByText('The new order is saved.')).toBeVisible();
  await expect.poll(() => photoSources(page)).toEqual([before[1], before[0]]);
  await page.getByRole('button', { name: 'Remove photo 2 from the album' }).click();
  await expect(page.getByText('The photo is out of the album.')).toBeVisible();
  await expect.poll(() => photoSources(page)).toEqual([before[1]]);

  // A second album, moved above the first on the list.
  await page.getByRole('link', { name: 'All albums' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photos');
  await page.getByLabel('Album name').fill('Repairs');
  await page.getByRole('button', { name: 'Create the album' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repairs');
  await page.getByRole('link', { name: 'All albums' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photos');
  const names = page.getByTestId('store-album').getByRole('heading');
  await expect(names).toHaveText(['Showroom 2026', 'Repairs']);
  await expect(page.getByTestId('store-album').first()).toContainText('1 photo');
  await checkPage(page, js);
  await page.getByRole('button', { name: 'Move Repairs up' }).click();
  await expect(page.getByText('The new order is saved.')).toBeVisible();
  await expect(names).toHaveText(['Repairs', 'Showroom 2026']);

  // Deleting asks first.
  await page.getByRole('link', { name: 'Repairs', exact: true }).click();
  await page.getByText('Delete this album').click();
  await expect(
    page.getByText('Are you sure you want to delete the album “Repairs”? Its photos leave it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete the album' }).click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/photos$`));
  await expect(page.getByText('The album is deleted.')).toBeVisible();
  await expect(names).toHaveText(['Showroom 2026']);
  expect((await page.goto(albumPath))?.status()).toBe(200);
  await owner.context.close();
});

test('staff see the albums without their controls; strangers and other pages get 404', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Pisey');
  const staff = await member(browser, js, 'Vanna');
  const stranger = await member(browser, js, 'Kosal');
  const storePath = await storeOf(owner.token, js, 'Pisey Bakery');
  const storeId = storePath.replace('/me/store-', '');
  expect(
    (await api(owner.token, 'POST', `me/stores/${storeId}/members`, { login: staff.phone })).status,
  ).toBe(200);
  expect(
    (await api(staff.token, 'POST', `me/stores/${storeId}/invitation`, { accept: 'true' })).status,
  ).toBe(200);
  const album = await api<{ data: { id: string } }>(
    owner.token,
    'POST',
    `me/stores/${storeId}/albums`,
    {
      name: 'Cakes',
    },
  );
  expect(album.status).toBe(201);
  const photo = await uploadThroughApi(owner.token);
  const added = await api(
    owner.token,
    'POST',
    `me/stores/${storeId}/albums/${album.body.data.id}/photos`,
    {
      photos: photo,
    },
  );
  expect(added.status).toBe(200);
  const albumPath = `${storePath}/photos-${album.body.data.id}`;

  await open(staff.page, `${storePath}/photos`, js);
  await expect(staff.page.getByTestId('store-album')).toHaveCount(1);
  await expect(staff.page.getByTestId('store-album')).toContainText('1 photo');
  await expect(staff.page.getByRole('button', { name: 'Create the album' })).toHaveCount(0);
  await expect(staff.page.getByRole('button', { name: 'Move Cakes up' })).toHaveCount(0);
  await staff.page.getByRole('link', { name: 'Cakes', exact: true }).click();
  await expect(staff.page).toHaveURL(new RegExp(`${albumPath}$`));
  await expect(staff.page.getByTestId('album-photo')).toHaveCount(1);
  await expect(staff.page.getByLabel('Photos to add')).toHaveCount(0);
  await expect(staff.page.getByText('Delete this album')).toHaveCount(0);

  for (const path of [`${storePath}/photos`, albumPath])
    expect((await stranger.page.goto(path))?.status()).toBe(404);
  for (const path of [
    `${storePath}/photos-99999999`,
    `${storePath}/photos-x`,
    `${storePath}/whatever`,
  ])
    expect((await owner.page.goto(path))?.status()).toBe(404);
  for (const who of [owner, staff, stranger]) await who.context.close();
});
