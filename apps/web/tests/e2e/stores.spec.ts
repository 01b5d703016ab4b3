import { expect, test } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';

/**
 * Stores (issue 17, ADR 0043): a member creates a store from their account, with JavaScript
 * on and off; a refused form keeps what was typed; the store area is its members' only.
 */

test('a member creates a store; a reserved username is refused with the rest kept; strangers get 404', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Sophal');
  await open(owner.page, '/me', js);
  await owner.page.getByTestId('create-store').click();
  await expect(owner.page).toHaveURL(/\/me\/create-store$/);
  await expect(owner.page.getByRole('heading', { level: 1 })).toHaveText('Create a store');

  const page = owner.page;
  await page.getByLabel('Store name').fill('Sophal Phone Shop');
  await page.getByLabel('Store username').fill('chats');
  await page.getByLabel('Short description').fill('New and used phones, repairs while you wait');
  await page.getByLabel('Keywords').fill('iphone, samsung, repair');
  await page.getByRole('button', { name: 'Create the store' }).click();
  await expect(page.getByText('This username is reserved. Please choose another.')).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel('Store name')).toHaveValue('Sophal Phone Shop');
  await expect(page.getByLabel('Keywords')).toHaveValue('iphone, samsung, repair');

  const username = `sophal${Date.now() % 1_000_000}${js ? 'j' : 'n'}`;
  await page.getByLabel('Store username').fill(username);
  await page.getByRole('button', { name: 'Create the store' }).click();
  await expect(page).toHaveURL(/\/me\/store-\d+$/);
  const overview = page.getByTestId('store-overview');
  await expect(overview.getByRole('heading', { level: 1 })).toHaveText('Sophal Phone Shop');
  await expect(overview).toContainText(`@${username} · Owner`);
  await expect(overview.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText([
    'iphone',
    'samsung',
    'repair',
  ]);
  await expect(page.getByText('Your store is ready.')).toBeVisible();

  // Another member learns nothing about it.
  const stranger = await member(browser, js, 'Kanha');
  const response = await stranger.page.goto(new URL(page.url()).pathname);
  expect(response?.status()).toBe(404);
  await owner.context.close();
  await stranger.context.close();
});
