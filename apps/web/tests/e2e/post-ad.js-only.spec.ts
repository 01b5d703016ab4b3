import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ready, signIn } from './fixtures.ts';
import { adIdFromUrl, BLUE_JPEG, choosePlace, jpeg, ownAd } from './post-ad-fixtures.ts';

test('post a car ad: photos upload one by one, are reordered by keyboard, and the cover is chosen', async ({
  page,
  context,
}) => {
  const { tokens } = await signIn(context);
  await page.goto('/post');
  await ready(page, true);
  await page.getByRole('link', { name: 'Cars & Vehicles' }).click();
  await page.getByRole('link', { name: 'Cars', exact: true }).click();
  await expect(page.getByText('Cars & Vehicles › Cars')).toBeVisible();

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/_photos')) uploads.push(request.method());
  });
  await page
    .getByLabel('Add photos')
    .setInputFiles([
      jpeg('front.jpg'),
      jpeg('back.jpg', BLUE_JPEG),
      { name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
  // The GIF never leaves the browser; the JPEGs go one request each.
  await expect(page.getByRole('alert')).toContainText('scan.gif: Invalid Image');
  await expect(page.getByText('2 of 12 photos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post ad' })).toBeEnabled();
  expect(uploads).toEqual(['POST', 'POST']);
  const photos = page.getByRole('listitem').filter({ has: page.getByRole('img') });
  await expect(photos.first()).toContainText('Cover');

  // Keyboard only: focus "move photo 2 left" and press Enter; focus stays on the photo.
  await page.getByRole('button', { name: 'Move photo 2 left' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Photo moved to position 1.')).toBeAttached();
  const first = await page.locator('input[name="photos"]').first().getAttribute('value');
  // "Set as cover" on the second photo puts it back first.
  await page.getByRole('button', { name: 'Set as cover (Photo 2)' }).click();
  const ids = await page
    .locator('input[name="photos"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(first);

  await page.getByLabel('Title').fill('Toyota Prius 2010 hybrid');
  await page.getByLabel('Brand').selectOption({ label: 'Toyota' });
  await page.getByLabel('Model').fill('Prius');
  await page.getByLabel('Year').fill('2010');
  await page.getByLabel('Condition').selectOption({ label: 'Used' });
  await page.getByLabel('Colour').selectOption({ label: 'Silver' });
  await page.getByLabel('Transmission').selectOption({ label: 'Automatic' });
  await page.getByLabel('Fuel').selectOption({ label: 'Hybrid' });
  await page.getByLabel('Tax paper').check();
  await page.getByLabel('Description').fill('Tax paper, plate Phnom Penh, no accident.');
  await page.getByLabel('Free').check();
  await expect(page.getByLabel('Price (USD)')).toBeDisabled();
  await page.getByLabel('Negotiable').check();
  await page.getByLabel('Price (USD)').fill('13800');
  await choosePlace(page, true, {
    province: 'Phnom Penh',
    district: 'Doun Penh',
    commune: 'Phsar Thmei Ti Muoy',
  });
  await page.getByLabel('Address').fill('Near Central Market');
  await page.getByRole('button', { name: 'Post ad' }).click();

  const id = await adIdFromUrl(page);
  await expect(page.getByText('Your ad is posted.').first()).toBeVisible();
  const ad = await ownAd(tokens.access_token, id);
  expect(ad).toMatchObject({
    title: 'Toyota Prius 2010 hybrid',
    price: 13800,
    price_kind: 'negotiable',
    category: { id: '401', type: 'auto' },
    fields: {
      brand: 'toyota',
      model: 'Prius',
      year: 2010,
      transmission: 'auto',
      fuel: 'hybrid',
      tax_paper: true,
    },
    location: { district: { id: '1202' } },
  });
  expect(ad.photos.map((photo) => photo.id)).toEqual(ids);
});

test('more than 12 photos: the extra ones are refused before any upload, and photos can be removed', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/post?category=101');
  await ready(page, true);
  const files = Array.from({ length: 13 }, (_, index) => jpeg(`photo-${index + 1}.jpg`));
  await page.getByLabel('Add photos').setInputFiles(files);
  await expect(page.getByRole('alert')).toContainText('photo-13.jpg: Maximum Files Exceeded');
  await expect(page.getByText('12 of 12 photos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post ad' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByLabel('Add photos')).toBeDisabled();
  await expect(page.locator('input[name="photos"]')).toHaveCount(12);

  await page.getByRole('button', { name: 'Remove (Photo 3)' }).click();
  await expect(page.getByText('11 of 12 photos')).toBeVisible();
  await expect(page.locator('input[name="photos"]')).toHaveCount(11);
  await expect(page.getByLabel('Add photos')).toBeEnabled();
  // Focus moves to the photo that took its place.
  await expect(page.getByRole('button', { name: 'Remove (Photo 3)' })).toBeFocused();
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the post pages have no serious or critical accessibility violations', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/km/post?main=5');
  await ready(page, true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/en/post?category=601');
  await ready(page, true);
  await page.getByLabel('Add photos').setInputFiles([jpeg('a.jpg'), jpeg('b.jpg', BLUE_JPEG)]);
  await page.getByRole('button', { name: 'Post ad' }).click();
  await expect(page.getByText('Please check the fields marked below.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
