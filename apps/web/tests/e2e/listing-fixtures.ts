import { API_URL } from './fixtures.ts';

/** Ads posted and words made up for the listing, search and profile browser tests. */

export const CARS = '401';
export const PHNOM_PENH = '12';

/** A word of letters only that no other ad or member carries (the search matches whole words). */
export function uniqueWord(prefix = 'zq'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = prefix;
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** A form call to {api} as this member, from a device of its own; its `data`. */
export async function apiForm<T>(
  method: 'POST' | 'GET',
  path: string,
  token: string,
  form?: URLSearchParams,
): Promise<T> {
  const response = await fetch(`${API_URL}/api/${path}`, {
    method,
    headers: {
      'Device-Id': `e2e-listing-${Math.random().toString(36).slice(2)}`,
      'Access-Token': token,
    },
    body: form,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Posts an ad of this subcategory in Phnom Penh (or another province) with these fields, through the API. */
export function postListingAd(
  token: string,
  categoryId: string,
  title: string,
  fields: Record<string, string>,
  price = 500,
  provinceId = PHNOM_PENH,
) {
  const form = new URLSearchParams({
    category_id: categoryId,
    title,
    description: 'One owner, full service history. Call any time.',
    price: String(price),
    price_kind: 'fixed',
    province_id: provinceId,
    address: 'Street 271, Toul Tumpung',
    contact_name: 'Dara',
    ...fields,
  });
  form.append('phones', '012 345 678');
  return apiForm<{ id: string; title: string }>('POST', 'me/posts', token, form);
}

/** A used 2018 Toyota Camry's own fields. */
export const CAR_FIELDS = {
  brand: 'toyota',
  model: 'Camry',
  year: '2018',
  condition: 'used',
  color: 'silver',
  transmission: 'auto',
  mileage: '45000',
};

/** Posts a used 2018 Toyota Camry at this price, through the API. */
export function postCar(token: string, title: string, price: number, provinceId = PHNOM_PENH) {
  return postListingAd(token, CARS, title, CAR_FIELDS, price, provinceId);
}
