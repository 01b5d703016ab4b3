// Long on purpose: the post form's browser journeys (post, errors, API refusals, edit, a double send) side by side.
import { expect, test } from '@playwright/test';
import { createAccount, ready, signIn } from './fixtures.ts';
import {
  adIdFromUrl,
  BLUE_JPEG,
  choosePlace,
  jpeg,
  ownAd,
  ownAdCount,
  postAdThroughApi,
  uploadThroughApi,
} from './post-ad-fixtures.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4100}`;

test('a visitor is sent to sign in first, and comes back to the form', async ({ page }) => {
  await page.goto('/post?category=401');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpost%3Fcategory%3D401$/);
  await page.goto('/km/post/12');
  await expect(page).toHaveURL(/\/km\/login\?redirect=%2Fkm%2Fpost%2F12$/);
});

test("another member's ad, or an unknown one, is not found", async ({ page, context }) => {
  const owner = await createAccount();
  const ad = await postAdThroughApi(owner.tokens.access_token);
  await signIn(context);

  const response = await page.goto(`/post/${ad.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await page.goto('/post/999999999'))?.status()).toBe(404);
  expect((await page.goto('/post/not-a-number'))?.status()).toBe(404);
});

test('post a property ad: category step, places, a photo, then the ad page', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const { tokens } = await signIn(context);
  await page.goto('/post');
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { name: 'What would you like to post?' })).toBeVisible();
  await page.getByRole('link', { name: 'House & Land' }).click();
  await expect(
    page.getByRole('heading', { name: 'Choose a category in House & Land' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Houses for Sale' }).click();
  await expect(page.getByText('House & Land › Houses for Sale')).toBeVisible();

  await page.getByLabel('Add photos').setInputFiles(jpeg('front.jpg'));
  await page.getByLabel('Title').fill('Borey house near Aeon Mall 2');
  await page.getByLabel('For sale or rent').selectOption({ label: 'For sale' });
  await page.getByLabel('Property type').selectOption({ label: 'House' });
  await page.getByLabel('Bedrooms').fill('4');
  await page.getByLabel('Floor area (m²)').fill('180.5');
  await page.getByLabel('Description').fill('Four bedrooms, garage for two cars, hard title.');
  await page.getByLabel('Price (USD)').fill('185000');
  await choosePlace(page, javaScriptEnabled, {
    province: 'Phnom Penh',
    district: 'Chamkar Mon',
    commune: 'Tonle Basak',
  });
  await page.getByLabel('Address').fill('Street 271');
  // Name and phone come from the account.
  await expect(page.getByLabel('Contact name')).toHaveValue('Sreymom Chan');
  await page.getByLabel('Second phone (optional)').fill('097 765 4321');
  await page.getByRole('button', { name: 'Post ad' }).click();

  const id = await adIdFromUrl(page);
  await expect(page).toHaveURL(new RegExp(`/borey-house-near-aeon-mall-2-adid-${id}$`));
  await expect(page.getByText('Your ad is posted.').first()).toBeVisible();
  const ad = await ownAd(tokens.access_token, id);
  expect(ad).toMatchObject({
    title: 'Borey house near Aeon Mall 2',
    price: 185000,
    price_kind: 'fixed',
    category: { id: '501' },
    location: { province: { id: '12' }, district: { id: '1201' }, commune: { id: '120101' } },
    fields: { offer_type: 'sale', property_type: 'house', bedrooms: 4, floor_area: 180.5 },
  });
  expect(ad.phones).toHaveLength(2);
  expect(ad.photos).toHaveLength(1);
});

test('errors keep what was typed and the photo already uploaded', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const { tokens } = await signIn(context);
  await page.goto('/post?category=401');
  await ready(page, javaScriptEnabled);
  await page.getByLabel('Add photos').setInputFiles(jpeg('side.jpg', BLUE_JPEG));
  if (javaScriptEnabled !== false) await expect(page.getByText('1 of 12 photos')).toBeVisible();
  await page.getByLabel('Title').fill('Car');
  await page.getByLabel('Brand').selectOption({ label: 'Lexus' });
  await page.getByLabel('Description').fill('RX 350, full option, white pearl.');
  await page.getByLabel('Price (USD)').fill('twelve');
  await page.getByLabel('Phone number', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Post ad' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Post Ad Failed!' });
  await expect(alert).toContainText('Please check the fields marked below.');
  await expect(page.getByText('Use 5 to 100 characters.')).toBeVisible();
  await expect(page.getByText('Please choose a location.')).toBeVisible();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Car');
  await expect(page.getByLabel('Brand')).toHaveValue('lexus');
  await expect(page.getByLabel('Description')).toHaveValue('RX 350, full option, white pearl.');
  await expect(page.getByLabel('Price (USD)')).toHaveValue('twelve');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('123');
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  await page.getByLabel('Title').fill('Lexus RX 350 2016');
  await page.getByLabel('Year').fill('2016');
  await page.getByLabel('Condition').selectOption({ label: 'Used' });
  await page.getByLabel('Colour').selectOption({ label: 'White' });
  await page.getByLabel('Price (USD)').fill('45000');
  await page.getByLabel('Province').selectOption({ label: 'Siem Reap' });
  await page.getByLabel('Address').fill('Sala Kamreuk');
  await page.getByLabel('Phone number', { exact: true }).fill('012 345 678');
  await page.getByRole('button', { name: 'Post ad' }).click();

  const id = await adIdFromUrl(page);
  const ad = await ownAd(tokens.access_token, id);
  expect(ad).toMatchObject({
    title: 'Lexus RX 350 2016',
    fields: { brand: 'lexus', year: 2016, condition: 'used', color: 'white' },
    location: { province: { id: '17' }, district: null },
    phones: ['+85512345678'],
  });
  expect(ad.photos).toHaveLength(1);
});

test('a refusal only the API can make marks the field, in Khmer, with the values kept', async ({
  page,
  context,
}) => {
  const { tokens } = await signIn(context);
  // A commune code of the right shape that the gazetteer does not have: the browser's check
  // passes it, the API refuses it.
  const response = await page.request.post('/km/post?category=101', {
    multipart: {
      category_id: '101',
      title: 'Xiaomi Redmi Note 12',
      description: 'New in box.',
      price: '180',
      price_kind: 'fixed',
      province_id: '12',
      district_id: '1201',
      commune_id: '120199',
      address: 'Street 63',
      contact_name: 'Sreymom',
      'phones[0]': '012 345 678',
      condition: 'new',
      color: 'black',
      intent: 'submit',
    },
    headers: { Origin: BASE },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  await page.setContent(await response.text());
  await expect(page.getByRole('alert').first()).toContainText('ការដាក់ប្រកាសបរាជ័យ!');
  await expect(page.getByText('ទីកន្លែងនេះមិនស្ថិតនៅក្នុងខេត្ត ឬស្រុកដែលបានជ្រើសរើសទេ។')).toBeVisible();
  await expect(page.locator('input[name="title"]')).toHaveValue('Xiaomi Redmi Note 12');
  expect(await ownAdCount(tokens.access_token)).toBe(0);
});

test('edit an ad: the form comes filled in with its photos, and the changes are saved', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const { tokens } = await createAccount();
  const photos = [
    await uploadThroughApi(tokens.access_token),
    await uploadThroughApi(tokens.access_token, BLUE_JPEG),
    await uploadThroughApi(tokens.access_token),
  ];
  const ad = await postAdThroughApi(tokens.access_token, { phones: '096 555 4444' }, photos);
  await signIn(context, { tokens });
  await page.goto(`/post/${ad.id}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole('heading', { name: 'Edit your ad' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Samsung Galaxy S21 128GB');
  await expect(page.getByLabel('Condition')).toHaveValue('used');
  await expect(page.getByLabel('Province')).toHaveValue('12');
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('096 555 4444');
  await expect(page.getByLabel('Fixed price')).toBeChecked();
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3);

  // The third photo becomes the cover and the first one goes.
  if (javaScriptEnabled === false) {
    await page.getByLabel('Cover (Photo 3)').check();
    await page.getByLabel('Keep (Photo 1)').uncheck();
  } else {
    await page.getByRole('button', { name: 'Set as cover (Photo 3)' }).click();
    await page.getByRole('button', { name: 'Remove (Photo 2)' }).click();
  }
  await page.getByLabel('Title').fill('Samsung Galaxy S21 Ultra 256GB');
  await page.getByLabel('Negotiable').check();
  await page.getByLabel('Price (USD)').fill('410');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/samsung-galaxy-s21-ultra-256gb-adid-${ad.id}$`));
  await expect(page.getByText('Your changes are saved.').first()).toBeVisible();
  const saved = await ownAd(tokens.access_token, ad.id);
  expect(saved).toMatchObject({
    title: 'Samsung Galaxy S21 Ultra 256GB',
    price: 410,
    price_kind: 'negotiable',
    phones: ['+855965554444'],
    fields: { condition: 'used', color: 'black' },
  });
  expect(saved.photos.map((photo) => photo.id)).toEqual([photos[2], photos[1]]);
  expect(await ownAdCount(tokens.access_token)).toBe(1);
});

test('a form sent twice creates one ad', async ({ page, context, javaScriptEnabled }) => {
  const { tokens } = await signIn(context);
  await page.goto('/post?category=101');
  await ready(page, javaScriptEnabled);
  const key = await page.locator('input[name="idempotency_key"]').getAttribute('value');
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const form = {
    category_id: '101',
    idempotency_key: key!,
    title: 'iPhone 12 mini 64GB',
    description: 'Battery 88%.',
    price: '290',
    price_kind: 'fixed',
    province_id: '12',
    address: 'Olympic Market',
    contact_name: 'Sreymom',
    'phones[0]': '012 345 678',
    condition: 'used',
    color: 'white',
    intent: 'submit',
  };
  // What a double click (or a resend after a timeout) does: the same form, twice at once.
  const send = () =>
    page.request.post('/post?category=101', {
      form,
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
  const [first, second] = await Promise.all([send(), send()]);
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(first.headers().location).toMatch(/\/iphone-12-mini-64gb-adid-\d+$/);
  expect(second.headers().location).toBe(first.headers().location);
  expect(await ownAdCount(tokens.access_token)).toBe(1);
});
