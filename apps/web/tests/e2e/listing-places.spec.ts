import { expect, test, type Page } from '@playwright/test';
import { createAccount, ready } from './fixtures.ts';
import { CAR_FIELDS, CARS, postListingAd, uniqueWord } from './listing-fixtures.ts';

/**
 * The listing's place filter (ADR 0015): province → district → commune, each a `location`
 * select, the listing keeping the most precise place. Without JavaScript a province's
 * districts show once the form is sent with it; with JavaScript they load as it is chosen.
 */

const cards = (page: Page) => page.getByTestId('listing-cards').getByRole('heading', { level: 3 });

test('a listing narrows to a province, a district and a commune, and back to another province', async ({
  page,
  javaScriptEnabled,
}) => {
  const word = uniqueWord();
  const { tokens } = await createAccount();
  const post = (title: string, place: Record<string, string>) =>
    postListingAd(tokens.access_token, CARS, `${title} ${word}`, { ...CAR_FIELDS, ...place });
  // Chamkar Mon (1201) and its Tonle Basak (120101), Doun Penh (1202), and Siem Reap (17).
  await post('Camry in Tonle Basak', { district_id: '1201', commune_id: '120101' });
  await post('Camry in Doun Penh', { district_id: '1202' });
  await post('Camry in Siem Reap', { province_id: '17' });
  const titleIn = (place: string) => `Camry in ${place} ${word}`;
  const [basak, dounPenh, siemReap] = [
    titleIn('Tonle Basak'),
    titleIn('Doun Penh'),
    titleIn('Siem Reap'),
  ];

  await page.goto(`/search-result?q=${word}&sort=price-asc`);
  await ready(page, javaScriptEnabled);
  const form = page.getByRole('search', { name: 'Filter ads' });
  const submit = () => form.getByRole('button', { name: 'Show ads' }).click();
  await expect(cards(page)).toHaveCount(3);
  // No province yet: no district or commune to choose.
  await expect(form.getByLabel('District / Khan')).toHaveCount(0);

  await form.getByLabel('Province').selectOption({ label: 'Phnom Penh' });
  if (!javaScriptEnabled) {
    await submit();
    await expect(page).toHaveURL(/location=phnom-penh/);
    await expect(cards(page)).toHaveCount(2);
  }
  await form.getByLabel('District / Khan').selectOption({ label: 'Chamkar Mon' });
  if (!javaScriptEnabled) {
    await submit();
    await expect(cards(page)).toHaveText([basak]);
  }
  await form.getByLabel('Commune / Sangkat').selectOption({ label: 'Tonle Basak' });
  await submit();
  await expect(cards(page)).toHaveText([basak]);
  // With JavaScript the address holds the one place chosen (without it, the browser sends
  // all three fields and the page reads the most precise); the form shows all three levels.
  const locations = new URL(page.url()).searchParams.getAll('location');
  expect(locations).toHaveLength(javaScriptEnabled ? 1 : 3);
  await expect(form.getByLabel('Province')).toHaveValue('phnom-penh');
  await expect(form.getByLabel('District / Khan').locator('option:checked')).toHaveText(
    'Chamkar Mon',
  );
  await expect(form.getByLabel('Commune / Sangkat').locator('option:checked')).toHaveText(
    'Tonle Basak',
  );
  await expect(page.getByRole('link', { name: 'Remove filter: Tonle Basak' })).toBeVisible();

  // Another district of the province: the commune chosen in the old one is dropped.
  await ready(page, javaScriptEnabled);
  await form.getByLabel('District / Khan').selectOption({ label: 'Doun Penh' });
  await submit();
  await expect(cards(page)).toHaveText([dounPenh]);

  // Another province: the district left selected (without JavaScript) belongs to the old one
  // and is dropped.
  await ready(page, javaScriptEnabled);
  await form.getByLabel('Province').selectOption({ label: 'Siem Reap' });
  await submit();
  await expect(cards(page)).toHaveText([siemReap]);
  await expect(form.getByLabel('Province')).toHaveValue('siem-reap');
  await expect(form.getByLabel('District / Khan')).toHaveValue('');
  await expect(form.getByLabel('Commune / Sangkat')).toHaveCount(0);
});

test('the places of a province come as JSON for the form, and a bad parent is refused', async ({
  request,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled === false, 'an HTTP answer: checked once');
  const districts = await request.get('/api/_places?parent=12&lng=km');
  expect(districts.status()).toBe(200);
  const { data } = (await districts.json()) as {
    data: { id: string; slug: string; name: string }[];
  };
  expect(data.find((place) => place.id === '1201')).toMatchObject({ name: 'ចំការមន' });
  expect((await request.get('/api/_places?parent=1')).status()).toBe(400);
});

test('a place page offers its districts in the filter form; choosing one goes to its page', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/all-ads-in-phnom-penh?sort=price-asc');
  await ready(page, javaScriptEnabled);
  const form = page.getByRole('search', { name: 'Filter ads' });
  await expect(form.getByLabel('Province')).toHaveValue('phnom-penh');
  await form.getByLabel('District / Khan').selectOption({ label: 'Chamkar Mon' });
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/\/all-ads-in-chamkar-mon\?sort=price-asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chamkar Mon');
  // Cleared, the province goes back to every place.
  await ready(page, javaScriptEnabled);
  await form.getByLabel('Province').selectOption({ value: '' });
  await form.getByRole('button', { name: 'Show ads' }).click();
  await expect(page).toHaveURL(/\/all-ads\?sort=price-asc$/);
});
