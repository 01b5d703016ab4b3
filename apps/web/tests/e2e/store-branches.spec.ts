import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { fitsAPhone, noSeriousViolations } from './fixtures.ts';
import { api } from './my-ads-fixtures.ts';
import { choosePlace } from './post-ad-fixtures.ts';

/**
 * A store's branches (spec §3 "Branch", ADR 0047): the owner adds one by typing its point
 * (JavaScript off and on) or by clicking the map (on), edits and deletes it; the map's tiles
 * come from a tile server of the test's own (MAP_TILE_URL in playwright.config.ts).
 */

const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? 4106);
const TILES = `http://127.0.0.1:${TILE_PORT}/`;
/** A 1×1 grey PNG: every tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeAll(async () => {
  // One tile server for the run: a worker that finds the port taken uses the other's.
  const server = createServer((request, response) => {
    const tile = /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '');
    response.writeHead(tile ? 200 : 404, {
      'Content-Type': tile ? 'image/png' : 'text/plain',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(tile ? TILE : 'not a tile');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve() : reject(error),
    );
    server.listen(TILE_PORT, '127.0.0.1', () => resolve());
  });
  server.unref();
});

async function storeOf(token: string, js: boolean) {
  const created = await api<{ data: { id: string } }>(token, 'POST', 'me/stores', {
    name: 'Dara Phone Shop',
    username: `dara${Date.now() % 1_000_000}${js ? 'j' : 'n'}${Math.floor(Math.random() * 100)}`,
  });
  expect(created.status).toBe(201);
  return `/me/store-${created.body.data.id}`;
}

test('the owner adds a branch by typing its point, edits it and deletes it after the question', async ({
  browser,
  javaScriptEnabled,
}) => {
  // Add, a refusal, edit and delete, with axe and the phone width on two pages.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Dara');
  const page = owner.page;
  const storePath = await storeOf(owner.token, js);

  await open(page, storePath, js);
  await page.getByTestId('store-branches-link').click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/branches$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branches');
  await expect(page.getByText('No branches yet.')).toBeVisible();
  if (js) await noSeriousViolations(page);

  await page.getByTestId('add-branch').click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/branches/add$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a branch');
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);

  await page.getByLabel('Branch name').fill('Tonle Basak branch');
  await choosePlace(page, javaScriptEnabled, {
    province: 'Phnom Penh',
    district: 'Chamkar Mon',
    commune: 'Tonle Basak',
  });
  await page.getByLabel('Street and number').fill('No. 12, Street 289');
  await page.getByLabel('Phone').fill('012 345 678');
  await page.getByLabel('Email').fill('sales@dara.com.kh');
  // A point off the globe and half a point: refused with the reasons, nothing typed lost.
  await page.getByLabel('Latitude').fill('95');
  await page.getByLabel('Longitude').fill('');
  await page.getByRole('button', { name: 'Add the branch' }).click();
  await expect(
    page.getByText('Latitude is a number between -90 and 90, e.g. 11.5564.'),
  ).toBeVisible();
  await expect(page.getByLabel('Branch name')).toHaveValue('Tonle Basak branch');
  await expect(page.getByLabel('Email')).toHaveValue('sales@dara.com.kh');
  await expect(page.getByLabel('Commune')).toHaveValue('120101');
  await page.getByLabel('Latitude').fill('11.5483');
  await page.getByLabel('Longitude').fill('104.9282');
  await page.getByRole('button', { name: 'Add the branch' }).click();

  await expect(page).toHaveURL(new RegExp(`${storePath}/branches$`));
  await expect(page.getByText('The branch is added.')).toBeVisible();
  const branch = page.getByTestId('store-branch');
  await expect(branch).toHaveCount(1);
  await expect(branch).toContainText('Tonle Basak branch');
  await expect(branch).toContainText('No. 12, Street 289, Tonle Basak, Chamkar Mon, Phnom Penh');
  await expect(branch.getByRole('link', { name: '012 345 678' })).toHaveAttribute(
    'href',
    'tel:+85512345678',
  );
  await expect(branch.getByRole('link', { name: 'sales@dara.com.kh' })).toBeVisible();
  await expect(branch).toContainText('Map point: 11.5483, 104.9282');
  await expect(
    branch.getByRole('link', { name: 'Directions to Tonle Basak branch' }),
  ).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=11.5483%2C104.9282');
  if (!js) {
    // Without JavaScript the map of the branches is its list of directions links.
    await expect(
      page
        .getByTestId('branches-map')
        .getByRole('link', { name: 'Directions to Tonle Basak branch' }),
    ).toBeVisible();
  }
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);

  // Edit: the form starts from the branch; its new name is on the list.
  await branch.getByRole('link', { name: 'Edit Tonle Basak branch' }).click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/branches/\\d+/edit$`));
  await expect(page.getByLabel('Branch name')).toHaveValue('Tonle Basak branch');
  await expect(page.getByLabel('District')).toHaveValue('1201');
  await expect(page.getByLabel('Latitude')).toHaveValue('11.5483');
  await expect(page.getByLabel('Phone')).toHaveValue('012 345 678');
  if (js) await noSeriousViolations(page);
  await page.getByLabel('Branch name').fill('BKK1 branch');
  await page.getByLabel('Latitude').fill('11.55');
  await page.getByRole('button', { name: 'Save the branch' }).click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/branches$`));
  await expect(page.getByText('The branch is saved.')).toBeVisible();
  await expect(branch).toContainText('BKK1 branch');
  await expect(branch).toContainText('Map point: 11.55, 104.9282');

  // Staff see the branches and change nothing.
  const staff = await member(browser, js, 'Sreyleak');
  const storeId = storePath.replace('/me/store-', '');
  expect(
    (await api(owner.token, 'POST', `me/stores/${storeId}/members`, { login: staff.phone })).status,
  ).toBe(200);
  expect(
    (await api(staff.token, 'POST', `me/stores/${storeId}/invitation`, { accept: 'true' })).status,
  ).toBe(200);
  await open(staff.page, `${storePath}/branches`, js);
  await expect(staff.page.getByTestId('store-branch')).toContainText('BKK1 branch');
  await expect(staff.page.getByTestId('add-branch')).toHaveCount(0);
  await expect(staff.page.getByRole('link', { name: 'Edit BKK1 branch' })).toHaveCount(0);
  await open(staff.page, `${storePath}/branches/add`, js);
  await expect(
    staff.page.getByText('Only the owner and managers change the branches.'),
  ).toBeVisible();
  await staff.context.close();

  // Delete, after the question.
  await branch.getByText('Delete BKK1 branch').click();
  await expect(
    page.getByText('Delete the branch “BKK1 branch”? Customers will no longer see it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('The branch is deleted.')).toBeVisible();
  await expect(branch).toHaveCount(0);
  await expect(page.getByText('No branches yet.')).toBeVisible();

  // Another member learns nothing about the store's branches.
  const stranger = await member(browser, js, 'Kanha');
  for (const path of [`${storePath}/branches`, `${storePath}/branches/add`])
    expect((await stranger.page.goto(path))?.status()).toBe(404);
  await owner.context.close();
  await stranger.context.close();
});

test('with JavaScript the point is picked on the map, whose code loads only where a map is', async ({
  browser,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'the map needs JavaScript');
  test.slow();
  const owner = await member(browser, true, 'Sokha');
  const page = owner.page;
  const storePath = await storeOf(owner.token, true);
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/leaflet/i.test(request.url())) leaflet.push(request.url());
  });

  // A page without a map fetches none of Leaflet.
  await open(page, storePath, true);
  await page.getByTestId('store-branches-link').click();
  await expect(page.getByText('No branches yet.')).toBeVisible();
  expect(leaflet).toEqual([]);

  await page.getByTestId('add-branch').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a branch');
  const tile = page.waitForResponse((response) => response.url().startsWith(TILES));
  await page.getByTestId('branch-point-map').scrollIntoViewIfNeeded();
  const map = page.getByTestId('branch-point-map').locator('.leaflet-container');
  await expect(map).toBeVisible();
  expect((await tile).status()).toBe(200);
  expect(leaflet.some((url) => /leaflet-maps-.*\.js$/.test(url))).toBe(true);
  expect(leaflet.some((url) => /leaflet-.*\.css$/.test(url))).toBe(true);

  await expect(page.getByLabel('Latitude')).toHaveValue('');
  await map.click({ position: { x: 120, y: 100 } });
  const marker = page.getByTestId('branch-point-map').locator('.leaflet-marker-icon');
  await expect(marker).toHaveCount(1);
  await expect(page.getByLabel('Latitude')).toHaveValue(/^1[01]\.\d+$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^10[45]\.\d+$/);
  const picked = {
    lat: await page.getByLabel('Latitude').inputValue(),
    lng: await page.getByLabel('Longitude').inputValue(),
  };
  // Dragging the marker moves the point.
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 40, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByLabel('Longitude')).not.toHaveValue(picked.lng);
  const moved = {
    lat: await page.getByLabel('Latitude').inputValue(),
    lng: await page.getByLabel('Longitude').inputValue(),
  };
  expect(Number(moved.lng)).toBeGreaterThan(Number(picked.lng));
  expect(Number(moved.lat)).toBeLessThan(Number(picked.lat));

  await page.getByLabel('Branch name').fill('Riverside branch');
  await page.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
  await page.getByRole('button', { name: 'Add the branch' }).click();
  await expect(page.getByText('The branch is added.')).toBeVisible();
  const branch = page.getByTestId('store-branch');
  await expect(branch).toContainText(`Map point: ${moved.lat}, ${moved.lng}`);

  // The list's map shows the branch; its marker's popup names it and links to directions.
  const branchesMap = page.getByTestId('branches-map');
  await branchesMap.scrollIntoViewIfNeeded();
  await branchesMap.locator('.leaflet-marker-icon').click();
  const popup = branchesMap.locator('.leaflet-popup');
  await expect(popup).toContainText('Riverside branch');
  await expect(popup.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/directions?to=${moved.lat}%2C${moved.lng}`,
  );
  await noSeriousViolations(page);
  await owner.context.close();
});
