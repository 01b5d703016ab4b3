import { expect, type Page } from '@playwright/test';

/** With JavaScript, wait for hydration before interacting (the root effect sets the marker). */
export async function ready(page: Page, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled !== false)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
