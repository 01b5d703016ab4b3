import { expect } from '@playwright/test';
import { API_URL } from './fixtures.ts';

/** Ads made and read straight through the API, for the My ads, likes and insights tests. */

export interface ApiAd {
  id: string;
  title: string;
  status: string;
  renewed_at: string;
  deleted_reason: string | null;
  auto_renew?: { hour: number; minute: number; every_days: number } | null;
}

/** A call to {api} as a member (or a visitor without a token) from its own device. */
export async function api<T = unknown>(
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, string | string[]>,
  deviceId = 'e2e-my-ads',
): Promise<{ status: number; body: T }> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  const response = await fetch(`${API_URL}/api/${path}`, {
    method,
    headers: {
      'Device-Id': deviceId,
      ...(token ? { 'Access-Token': token } : {}),
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: body ? form : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

let sequence = 0;

/** Posts a valid ad of subcategory 101 (general) in Phnom Penh. */
export async function postAd(token: string, fields: { title?: string; price?: string } = {}) {
  sequence += 1;
  const title = fields.title ?? `Phone ${Date.now().toString(36)} ${sequence}`;
  const { status, body } = await api<{ data: ApiAd }>(token, 'POST', 'me/posts', {
    category_id: '101',
    title,
    description: 'Like new, battery 90%, with box.',
    price: fields.price ?? '100',
    price_kind: 'fixed',
    province_id: '12',
    address: 'Street 63, BKK1',
    contact_name: 'Dara',
    phones: ['012 345 678'],
    condition: 'used',
    color: 'silver',
    storage: '256gb',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

export async function ownAds(token: string, query = '') {
  const { body } = await api<{ data: ApiAd[] }>(token, 'GET', `me/posts${query}`);
  return body.data;
}
