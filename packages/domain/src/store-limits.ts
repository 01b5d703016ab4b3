/**
 * Stores' limits and fixed lists (issue 17, ADR 0043), without zod: pages that only need a
 * number or a list import these and no schema comes with them.
 */
export const STORE_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  shortDescriptionMax: 160,
  aboutMax: 5000,
  /** Main categories a store sells in. */
  categoriesMax: 3,
  keywordsMax: 10,
  keywordMax: 40,
  /** Stores one member may own. */
  ownedMax: 5,
} as const;

/** Who a member of a store is (ADR 0043): the spec names no roles. */
export const STORE_ROLES = ['owner', 'manager', 'staff'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

/** Where a member of a store stands: active, invited and not answered yet, or declined. */
export const STORE_MEMBER_STATUSES = ['active', 'pending', 'declined'] as const;
export type StoreMemberStatus = (typeof STORE_MEMBER_STATUSES)[number];

/** A store's branches (spec §3 "Branch", ADR 0047). */
export const STORE_BRANCH_LIMITS = {
  /** Branches one store may have. */
  max: 50,
  nameMax: 80,
  addressMax: 300,
  emailMax: 254,
} as const;
