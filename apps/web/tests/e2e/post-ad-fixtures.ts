import { expect, type Page } from '@playwright/test';
import type { Ad } from '@repo/domain';
import { API_URL } from './fixtures.ts';

/** Two small JPEGs (32×24, one orange, one blue), as a phone camera would send them. */
export const ORANGE_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAYACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AmAIzVAAAAAAP/9k=',
  'base64',
);
export const BLUE_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAYACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAUG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhgNMjAAAAAAP/9k=',
  'base64',
);

export const jpeg = (name: string, buffer = ORANGE_JPEG) => ({
  name,
  mimeType: 'image/jpeg',
  buffer,
});

const headers = (token?: string) => ({
  'Device-Id': 'e2e-post-ad-reader',
  ...(token ? { 'Access-Token': token } : {}),
});

/** The ad id in an ad page's address (`/{title}-adid-{id}`). */
export async function adIdFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/-adid-\d+$/);
  return /-adid-(\d+)$/.exec(page.url())![1]!;
}

/** The member's own view of an ad (with phones), straight from the API. */
export async function ownAd(token: string, id: string): Promise<Ad> {
  const response = await fetch(`${API_URL}/api/me/posts?limit=50`, { headers: headers(token) });
  const { data } = (await response.json()) as { data: Ad[] };
  const ad = data.find((item) => item.id === id);
  if (!ad) throw new Error(`ad ${id} is not among the member's ads`);
  return ad;
}

export async function ownAdCount(token: string): Promise<number> {
  const response = await fetch(`${API_URL}/api/me/posts?limit=50`, { headers: headers(token) });
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** Uploads a photo straight through the API (POST {api}/me/photos); its id. */
export async function uploadThroughApi(token: string, buffer = ORANGE_JPEG): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([buffer], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${API_URL}/api/me/photos`, {
    method: 'POST',
    headers: headers(token),
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Posts an ad straight through the API (the edit and 404 tests start from one). */
export async function postAdThroughApi(
  token: string,
  fields: Record<string, string> = {},
  photos: string[] = [],
) {
  const body = new URLSearchParams({
    category_id: '101',
    title: 'Samsung Galaxy S21 128GB',
    description: 'Good condition, charger included.',
    price: '320',
    price_kind: 'fixed',
    province_id: '12',
    address: 'Street 271, Toul Tompoung',
    contact_name: 'Sreymom',
    phones: '012 888 777',
    condition: 'used',
    color: 'black',
    ...fields,
  });
  for (const photo of photos) body.append('photos', photo);
  const response = await fetch(`${API_URL}/api/me/posts`, {
    method: 'POST',
    headers: { ...headers(token), 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (response.status !== 201)
    throw new Error(`posting failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Ad }).data;
}

/**
 * Chooses the province, district and commune: with JavaScript the lists load as the
 * province and district are chosen; without it the "show districts and communes" button
 * posts the form back with the lists.
 */
export async function choosePlace(
  page: Page,
  javaScriptEnabled: boolean | undefined,
  place: { province: string; district: string; commune: string },
) {
  await page.getByLabel('Province').selectOption({ label: place.province });
  if (javaScriptEnabled === false)
    await page.getByRole('button', { name: 'Show districts and communes' }).click();
  await expect(
    page.getByLabel('District').locator('option', { hasText: place.district }),
  ).toHaveCount(1);
  await page.getByLabel('District').selectOption({ label: place.district });
  if (javaScriptEnabled === false)
    await page.getByRole('button', { name: 'Show districts and communes' }).click();
  await expect(
    page.getByLabel('Commune').locator('option', { hasText: place.commune }),
  ).toHaveCount(1);
  await page.getByLabel('Commune').selectOption({ label: place.commune });
}
