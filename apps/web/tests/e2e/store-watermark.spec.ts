import { expect, test, type Page } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { noSeriousViolations } from './fixtures.ts';
import { api } from './my-ads-fixtures.ts';
import { BLUE_JPEG, jpeg } from './post-ad-fixtures.ts';

/**
 * A store's logo, cover and watermark (ADR 0046): plain multipart forms on the store's settings
 * pages, with JavaScript on and off; a file that is not a picture is refused with the reason.
 */

/** A 40×20 PNG, transparent but for a white box: a watermark. */
const WATERMARK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAMAAADImI+JAAAABlBMVEVMaXH///+a4ocPAAAAAXRSTlMAQObYZgAAAAlwSFlzAAAD6AAAA+gBtXtSawAAABZJREFUKM9jYBh2gBEvGFU4cAqHCQAA47sBLYyipvQAAAAASUVORK5CYII=',
  'base64',
);

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner uploads a logo and a cover on edit-store, refused files keep nothing, and removes the logo', async ({
  browser,
  javaScriptEnabled,
}) => {
  // A journey through several pages and members, with axe on each: up to 90 s on a busy machine.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Vanna');
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Vanna Bakery',
    username: `vanna${Date.now() % 1_000_000}${js ? 'j' : 'n'}`,
  });
  expect(created.status).toBe(201);
  const page = owner.page;
  const path = `/me/store-${created.body.data.id}/settings/edit-store`;
  await open(page, path, js);
  const logo = page.getByTestId('logo');
  await expect(logo).toContainText('None yet.');
  if (js) await noSeriousViolations(page);

  // A text file named like a picture: refused with the reason, nothing stored.
  await logo.getByLabel('Choose a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>not a picture</html>'),
  });
  await logo.getByRole('button', { name: 'Upload the logo' }).click();
  await expect(page.getByTestId('logo').getByRole('alert')).toHaveText(
    'This file is not a picture we can use. Send a JPEG, PNG or WebP image.',
  );
  await expect(page.getByTestId('logo-preview')).toHaveCount(0);

  await page.getByTestId('logo').getByLabel('Choose a logo').setInputFiles(jpeg('logo.jpg'));
  await page.getByTestId('logo').getByRole('button', { name: 'Upload the logo' }).click();
  await expect(page.getByText('The picture is saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const preview = page.getByTestId('logo-preview');
  await expect(preview).toHaveAttribute('alt', 'The store’s logo');
  await expect(preview).toHaveAttribute('src', /\/stores\/\d+\/logo-[0-9a-f]+\.webp$/);
  // The picture is served.
  const src = await preview.getAttribute('src');
  expect((await page.request.get(src!)).status()).toBe(200);

  await page
    .getByTestId('cover')
    .getByLabel('Choose a cover picture')
    .setInputFiles(jpeg('cover.jpg', BLUE_JPEG));
  await page.getByTestId('cover').getByRole('button', { name: 'Upload the cover' }).click();
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', src!);
  await fitsPhone(page);

  await page.getByTestId('logo').getByRole('button', { name: 'Remove the logo' }).click();
  await expect(page.getByText('The picture is removed.')).toBeVisible();
  await expect(page.getByTestId('logo-preview')).toHaveCount(0);
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await owner.context.close();
});

test('the owner sets a watermark with its opacity, changes the opacity, removes it; staff are told their role may not', async ({
  browser,
  javaScriptEnabled,
}) => {
  // A journey through several pages and members, with axe on each: up to 90 s on a busy machine.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Bopha');
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Bopha Fashion',
    username: `bopha${Date.now() % 1_000_000}${js ? 'j' : 'n'}`,
  });
  expect(created.status).toBe(201);
  const storePath = `/me/store-${created.body.data.id}`;
  const page = owner.page;
  await open(page, `${storePath}/settings/edit-store`, js);
  await page.getByTestId('store-watermark').click();
  await expect(page).toHaveURL(new RegExp(`${storePath}/settings/watermark$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watermark');
  await expect(page.getByTestId('watermark').getByRole('heading')).toHaveText('Watermark picture');
  if (js) await noSeriousViolations(page);

  // (An opacity out of range is stopped by the browser's own check, and by the API: its tests.)
  await page.getByTestId('watermark').getByLabel('Choose a watermark').setInputFiles({
    name: 'mark.png',
    mimeType: 'image/png',
    buffer: WATERMARK_PNG,
  });
  await page.getByTestId('watermark').getByLabel('Opacity (0–100 %)').fill('35');
  await page.getByTestId('watermark').getByRole('button', { name: 'Upload the watermark' }).click();
  await expect(
    page.getByText('The watermark is saved. The photos change within a few minutes.'),
  ).toBeVisible();
  await expect(page.getByTestId('watermark-preview')).toHaveAttribute(
    'src',
    /\/stores\/\d+\/watermark-[0-9a-f]+\.webp$/,
  );
  const opacity = page.getByTestId('opacity');
  await expect(opacity.getByLabel('Opacity (0–100 %)')).toHaveValue('35');
  await opacity.getByLabel('Opacity (0–100 %)').fill('80');
  await opacity.getByRole('button', { name: 'Save the opacity' }).click();
  await expect(
    page.getByText('The opacity is saved. The photos change within a few minutes.'),
  ).toBeVisible();
  await expect(page.getByTestId('opacity').getByLabel('Opacity (0–100 %)')).toHaveValue('80');
  // The upload form shows the saved opacity too.
  await expect(page.getByTestId('watermark').getByLabel('Opacity (0–100 %)')).toHaveValue('80');
  const stored = await api<{ data: { watermark: { url: string; opacity: number } } }>(
    owner.token,
    'GET',
    `me/stores/${created.body.data.id}`,
  );
  expect(stored.body.data.watermark.opacity).toBe(80);
  await fitsPhone(page);

  await page.getByRole('button', { name: 'Remove the watermark' }).click();
  await expect(
    page.getByText('The watermark is removed. The photos are restored within a few minutes.'),
  ).toBeVisible();
  await expect(page.getByTestId('watermark-preview')).toHaveCount(0);
  await expect(page.getByTestId('opacity')).toHaveCount(0);

  // Staff see the page but not its forms; strangers get 404.
  const staff = await member(browser, js, 'Dara');
  const stranger = await member(browser, js, 'Kosal');
  const invited = await api(owner.token, 'POST', `me/stores/${created.body.data.id}/members`, {
    login: staff.phone,
    role: 'staff',
  });
  expect(invited.status).toBe(200);
  const accepted = await api(staff.token, 'POST', `me/stores/${created.body.data.id}/invitation`, {
    accept: 'true',
  });
  expect(accepted.status).toBe(200);
  await open(staff.page, `${storePath}/settings/watermark`, js);
  await expect(staff.page.getByRole('note')).toHaveText(
    'Your role in this store does not allow this.',
  );
  await expect(staff.page.getByTestId('watermark')).toHaveCount(0);
  expect((await stranger.page.goto(`${storePath}/settings/watermark`))?.status()).toBe(404);
  await owner.context.close();
  await staff.context.close();
  await stranger.context.close();
});
