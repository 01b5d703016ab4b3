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

  // The owner edits the profile: the form starts from what the store says.
  await page.getByTestId('edit-store').click();
  await expect(page).toHaveURL(/\/me\/store-\d+\/settings\/edit-store$/);
  await expect(page.getByLabel('Store name')).toHaveValue('Sophal Phone Shop');
  await expect(page.getByLabel('Keywords')).toHaveValue('iphone, samsung, repair');
  await page.getByLabel('Store name').fill('x');
  await page.getByLabel('About the store').fill('Open every day on Monivong Boulevard.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter the store’s name (at least 2 characters).')).toBeVisible();
  await expect(page.getByLabel('About the store')).toHaveValue(
    'Open every day on Monivong Boulevard.',
  );
  await page.getByLabel('Store name').fill('Sophal Phones & Repair');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/me\/store-\d+$/);
  await expect(page.getByText('The store is saved.')).toBeVisible();
  await expect(overview.getByRole('heading', { level: 1 })).toHaveText('Sophal Phones & Repair');
  await expect(overview).toContainText('Open every day on Monivong Boulevard.');

  // Another member learns nothing about it.
  const stranger = await member(browser, js, 'Kanha');
  const storePath = new URL(page.url()).pathname;
  for (const path of [storePath, `${storePath}/settings/edit-store`])
    expect((await stranger.page.goto(path))?.status()).toBe(404);
  await owner.context.close();
  await stranger.context.close();
});
