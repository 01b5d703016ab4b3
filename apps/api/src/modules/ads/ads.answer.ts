import type { Ad, AdDeleteReason, AdStatus, Photo } from '@repo/domain';
import { mediaUrl } from '../photos/index.ts';
import { companyOf } from '../stores/index.ts';
import type { JoinedAd } from './ads.joined.repository.ts';
import type { AdRow } from './ads.repository.ts';

/** An ad as the API answers it (`Ad` of `@repo/domain`), from its joined row. */

export const place = (row: { id: string; nameEn: string; nameKm: string } | null) =>
  row ? { id: row.id, name: { en: row.nameEn, km: row.nameKm } } : null;

/** An active ad past its expiry date is shown as expired (no job needs to flip it first). */
export function effectiveStatus(row: Pick<AdRow, 'status' | 'expiresAt'>, now: number): AdStatus {
  if (row.status === 'active' && row.expiresAt.getTime() <= now) return 'expired';
  return row.status as AdStatus;
}

/** The owner's view of the auto-renew schedule (ADR 0010); none on a sold or deleted ad. */
function autoRenewOf(joined: JoinedAd): Ad['auto_renew'] {
  const { ad, autoRenew } = joined;
  if (!autoRenew || ad.status === 'sold' || ad.status === 'deleted') return null;
  return {
    hour: autoRenew.hour,
    minute: autoRenew.minute,
    every_days: autoRenew.everyDays,
    next_run_at: autoRenew.nextRunAt.toISOString(),
  };
}

export function toAd(
  joined: JoinedAd,
  now: number,
  /**
   * `photos`: the ad's, in order (photosOfAds in modules/photos/photos.ads.ts);
   * `mediaBaseUrl`: MEDIA_BASE_URL, for the store's logo.
   */
  options: { withPhones: boolean; photos: Photo[]; mediaBaseUrl: string },
): Ad {
  const { ad, category, seller, store, assignee } = joined;
  return {
    id: String(ad.id),
    status: effectiveStatus(ad, now),
    category: {
      id: String(category.id),
      slug: category.slug,
      type: category.type as Ad['category']['type'],
      name: { en: category.nameEn, km: category.nameKm },
      parent: {
        id: String(joined.parent.id),
        slug: joined.parent.slug,
        name: { en: joined.parent.nameEn, km: joined.parent.nameKm },
      },
    },
    title: ad.title,
    description: ad.description,
    price: Number(ad.price),
    price_kind: ad.priceKind as Ad['price_kind'],
    location: {
      province: place(joined.province)!,
      district: place(joined.district),
      commune: place(joined.commune),
    },
    address: ad.address,
    contact_name: ad.contactName,
    ...(options.withPhones ? { phones: ad.phones } : {}),
    fields: ad.fields,
    seller: {
      id: String(seller.id),
      username: seller.username,
      first_name: seller.firstName,
      last_name: seller.lastName,
      member_since: seller.createdAt.toISOString(),
    },
    store: store
      ? {
          id: String(store.id),
          username: store.username,
          name: store.name,
          logo_url: store.logoPath ? mediaUrl(options.mediaBaseUrl, store.logoPath) : null,
          company: companyOf(store.company),
        }
      : null,
    assignee: assignee
      ? { id: String(assignee.id), name: `${assignee.firstName} ${assignee.lastName}`.trim() }
      : null,
    photos: options.photos,
    views: ad.views,
    likes: ad.likes,
    saves: ad.saves,
    deleted_reason: (ad.deletedReason as AdDeleteReason | null) ?? null,
    posted_at: ad.postedAt.toISOString(),
    renewed_at: ad.renewedAt.toISOString(),
    expires_at: ad.expiresAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
    ...(options.withPhones ? { auto_renew: autoRenewOf(joined) } : {}),
  };
}
