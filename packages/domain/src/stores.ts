import { z } from 'zod';
import { usernameSchema } from './auth.ts';
import { formBooleanSchema } from './form-boolean.ts';
import { listOf } from './form-values.ts';
import { publicAlbumSchema } from './store-albums.ts';
import { publicBranchSchema } from './store-branches.ts';
import { storeCompanyProfileSchema } from './store-company.ts';
import { storeHoursSchema } from './store-hours.ts';
import { STORE_LIMITS, STORE_MEMBER_STATUSES, STORE_ROLES } from './store-limits.ts';

/**
 * Stores (issue 17, ADR 0043): what a member sends to create or edit one, and what the API
 * answers. Error messages are i18n keys (`validation.*`, `store.*`).
 */

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');

const categoryId = z.coerce
  .number({ error: 'store.categoryInvalid' })
  .int('store.categoryInvalid')
  .min(1, 'store.categoryInvalid')
  .max(1_000_000, 'store.categoryInvalid');

const keywords = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean)
      : value,
  listOf(
    z.string().trim().min(1).max(STORE_LIMITS.keywordMax, 'store.keywordTooLong'),
    STORE_LIMITS.keywordsMax,
    'store.tooManyKeywords',
  ),
);

/** The profile of a store its owner and managers edit (`/settings/edit-store`). */
export const storeProfileInputSchema = z.object({
  name: z
    .string({ error: 'store.nameRequired' })
    .trim()
    .min(STORE_LIMITS.nameMin, 'store.nameRequired')
    .max(STORE_LIMITS.nameMax, 'validation.tooLong'),
  short_description: text(STORE_LIMITS.shortDescriptionMax).default(''),
  about: text(STORE_LIMITS.aboutMax).default(''),
  category_ids: listOf(categoryId, STORE_LIMITS.categoriesMax, 'store.tooManyCategories'),
  keywords,
});
export type StoreProfileInput = z.infer<typeof storeProfileInputSchema>;

/** A new store: its profile and its username (one namespace with members' usernames). */
export const storeCreateInputSchema = storeProfileInputSchema.extend({ username: usernameSchema });
export type StoreCreateInput = z.infer<typeof storeCreateInputSchema>;

/** A store as its members see it in their store area. */
export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  short_description: z.string(),
  about: z.string(),
  category_ids: z.array(z.number().int()),
  keywords: z.array(z.string()),
  logo_url: z.string().nullable(),
  /** Its wide cover picture (ADR 0046). */
  cover_url: z.string().nullable(),
  /** Its business hours (ADR 0044); `no-hours` until set. */
  hours: storeHoursSchema,
  created_at: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** One of the caller's stores (`GET {api}/me/stores`, spec §7), with their place in it. */
export const myStoreSchema = storeSchema.extend({
  role: z.enum(STORE_ROLES),
  status: z.enum(STORE_MEMBER_STATUSES),
  /**
   * The watermark laid on the photos of its ads (ADR 0046), for its members: the picture
   * (null: none) and its opacity in percent (kept when the picture is removed).
   */
  watermark: z.object({
    url: z.string().nullable(),
    opacity: z.number().int().min(0).max(100),
  }),
});
export type MyStore = z.infer<typeof myStoreSchema>;

export const storeResponseSchema = z.object({ data: myStoreSchema });
export const myStoresResponseSchema = z.object({ data: z.array(myStoreSchema) });

/** An invitation to a store (`POST {api}/me/stores/{id}/members`): who, and as what. */
export const storeInviteInputSchema = z.object({
  /** Their username, phone number or email address. */
  login: z
    .string({ error: 'store.inviteLoginRequired' })
    .trim()
    .min(1, 'store.inviteLoginRequired')
    .max(254, 'validation.tooLong'),
  role: z.enum(['manager', 'staff'], { error: 'store.roleRequired' }).default('staff'),
});
export type StoreInviteInput = z.infer<typeof storeInviteInputSchema>;

/** A member of a store as its members see them (`/members`). */
export const storeMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  role: z.enum(STORE_ROLES),
  status: z.enum(STORE_MEMBER_STATUSES),
  since: z.string(),
});
export type StoreMember = z.infer<typeof storeMemberSchema>;
export const storeMembersResponseSchema = z.object({ data: z.array(storeMemberSchema) });
export const storeMemberResponseSchema = z.object({ data: storeMemberSchema });
export const storeOkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** The invitee's answer (`POST {api}/me/stores/{id}/invitation`). */
export const storeInvitationAnswerSchema = z.object({ accept: formBooleanSchema });

/**
 * A store as everyone sees it on its page `/{username}` (`GET {api}/stores/{username}`,
 * issue 17): its profile, hours, how many live ads it has, its branches (ADR 0047) and its
 * albums with their first photos (ADR 0048).
 */
export const publicStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  short_description: z.string(),
  about: z.string(),
  category_ids: z.array(z.number().int()),
  keywords: z.array(z.string()),
  logo_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  hours: storeHoursSchema,
  active_ads: z.number().int(),
  /** How many members follow the store (ADR 0049; following comes with the social issue). */
  followers: z.number().int(),
  /** Verified by the marketplace (ADR 0049; set by the premium plans). */
  verified: z.boolean(),
  created_at: z.string(),
  branches: z.array(publicBranchSchema),
  albums: z.array(publicAlbumSchema),
  /** Its company profile for job seekers (ADR 0051); null when nothing is filled in. */
  company: storeCompanyProfileSchema.nullable(),
});
export type PublicStore = z.infer<typeof publicStoreSchema>;
export const publicStoreResponseSchema = z.object({ data: publicStoreSchema });
/** The watermark's opacity in percent (`PUT {api}/me/stores/{id}/watermark/opacity`). */
export const storeWatermarkOpacitySchema = z.object({
  opacity: z.coerce
    .number({ error: 'storePictures.opacityInvalid' })
    .int('storePictures.opacityInvalid')
    .min(0, 'storePictures.opacityInvalid')
    .max(100, 'storePictures.opacityInvalid'),
});
export type StoreWatermarkOpacity = z.infer<typeof storeWatermarkOpacitySchema>;
