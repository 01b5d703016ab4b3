/**
 * The side navigation of the two settings layouts (spec §2). Only pages that exist are
 * listed; each issue that adds a settings page adds its entry here.
 */
export interface SettingsNavItem {
  /** Path without the language prefix. */
  path: string;
  /** Catalog key of the label. */
  label: string;
}

export const ACCOUNT_SETTINGS_NAV: readonly SettingsNavItem[] = [
  { path: '/me/settings', label: 'account.settingsOverview' },
  { path: '/me/settings/change-password', label: 'settings.password.title' },
  { path: '/me/settings/change-username', label: 'settings.username.title' },
  { path: '/me/settings/change-phone', label: 'settings.phone.title' },
];

/** The store settings of store `storeId` (`/me/store-{id}/settings/...`). */
export function storeSettingsNav(storeId: string): SettingsNavItem[] {
  return [{ path: `/me/store-${storeId}/settings`, label: 'store.settingsOverview' }];
}

/** The store id in a `/me/store-{id}/...` path, if any. */
export function storeIdInPath(pathname: string): string | undefined {
  return /\/me\/store-(\d{1,12})(?:\/|$)/.exec(pathname)?.[1];
}
