import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { api } from './my-ads-fixtures.ts';

/**
 * Stores (issue 17, ADR 0043): a member creates a store from their account, with JavaScript
 * on and off; a refused form keeps what was typed; the store area is its members' only.
 */

test('a member creates a store; a reserved username is refused with the rest kept; strangers get 404', async ({
  browser,
  javaScriptEnabled,
}) => {
  // A journey through several pages and members, with axe on each: up to 90 s on a busy machine.
  test.slow();
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

  // Business hours: a range with one end is refused as typed; then always open.
  await page.getByTestId('business-hours').click();
  await expect(page).toHaveURL(/\/settings\/business-hours$/);
  if (js) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  }
  await page.getByLabel('Open at the hours set below').check();
  await page.getByLabel('Monday, range 1: opens').fill('08:00');
  await page.getByLabel('Saturday, range 1: opens').fill('18:00');
  await page.getByLabel('Saturday, range 1: closes').fill('02:00');
  await page.getByRole('button', { name: 'Save the hours' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Give each range both its opening and its closing time.',
  );
  await expect(page.getByLabel('Saturday, range 1: closes')).toHaveValue('02:00');
  await page.getByLabel('Monday, range 1: closes').fill('12:00');
  await page.getByRole('button', { name: 'Save the hours' }).click();
  await expect(page.getByText('The business hours are saved.')).toBeVisible();
  await expect(overview.getByTestId('open-state')).toHaveText(/^(Open now|Closed)/);
  await page.getByTestId('business-hours').click();
  await expect(page.getByLabel('Monday, range 1: closes')).toHaveValue('12:00');
  await expect(page.getByLabel('Open at the hours set below')).toBeChecked();
  await page.getByLabel('Always open').check();
  await page.getByRole('button', { name: 'Save the hours' }).click();
  await expect(overview.getByTestId('open-state')).toHaveText('Open now · 24 hours');

  // Another member learns nothing about it.
  const stranger = await member(browser, js, 'Kanha');
  const storePath = new URL(page.url()).pathname;
  for (const path of [
    storePath,
    `${storePath}/settings/edit-store`,
    `${storePath}/settings/business-hours`,
  ])
    expect((await stranger.page.goto(path))?.status()).toBe(404);
  await owner.context.close();
  await stranger.context.close();
});

test('the owner invites a member by phone, who accepts on their account page, sees the members and leaves after the question', async ({
  browser,
  javaScriptEnabled,
}) => {
  // A journey through several pages and members, with axe on each: up to 90 s on a busy machine.
  test.slow();
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Rithy');
  const staff = await member(browser, js, 'Sreyleak');
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Rithy Motors',
    username: `rithy${Date.now() % 1_000_000}${js ? 'j' : 'n'}`,
  });
  expect(created.status).toBe(201);
  const storePath = `/me/store-${created.body.data.id}`;

  await open(owner.page, `${storePath}/members`, js);
  const list = owner.page.getByTestId('store-member');
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Rithy Chan');
  await expect(list.first()).toContainText('Owner · Active');
  // Nobody by that login: the reason beside the field, the text kept.
  await owner.page.getByLabel('Username, phone number or email').fill('no.such.member.here');
  await owner.page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    owner.page.getByText('No member has this username, phone number or email.'),
  ).toBeVisible();
  await expect(owner.page.getByLabel('Username, phone number or email')).toHaveValue(
    'no.such.member.here',
  );
  await owner.page.getByLabel('Username, phone number or email').fill(staff.phone);
  await owner.page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(owner.page.getByText('The invitation is sent.')).toBeVisible();
  await expect(list).toHaveCount(2);
  await expect(list.nth(1)).toContainText('Sreyleak Chan');
  await expect(list.nth(1)).toContainText('Staff · Invited');

  // The members page: no serious accessibility problem, and it fits a 360 px phone.
  if (js) {
    const { violations } = await new AxeBuilder({ page: owner.page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  }
  await owner.page.setViewportSize({ width: 360, height: 740 });
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  // The invitee cannot open the store yet; on their account page they accept.
  expect((await staff.page.goto(storePath))?.status()).toBe(404);
  await open(staff.page, '/me', js);
  const invitation = staff.page.getByTestId('store-invitation');
  await expect(invitation).toContainText('You are invited to join Rithy Motors as Staff.');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(staff.page).toHaveURL(new RegExp(`${storePath}$`));
  await expect(staff.page.getByText('Welcome to the store.')).toBeVisible();
  // Staff see the members, cannot edit the store, and leave after the spec's question.
  await staff.page.getByTestId('store-members-link').click();
  await expect(staff.page.getByTestId('store-member').nth(1)).toContainText('Staff · Active');
  await expect(staff.page.getByTestId('edit-store')).toHaveCount(0);
  await expect(staff.page.getByRole('button', { name: 'Send the invitation' })).toHaveCount(0);
  await staff.page.getByText('Leave this store').click();
  await expect(
    staff.page.getByText('Are you sure that you want to leave this company?'),
  ).toBeVisible();
  await staff.page.getByRole('button', { name: 'Yes, leave' }).click();
  await expect(staff.page).toHaveURL(/\/me$/);
  await expect(staff.page.getByText('You left the store.')).toBeVisible();
  expect((await staff.page.goto(storePath))?.status()).toBe(404);
  await owner.context.close();
  await staff.context.close();
});
