import { expect, test, type Page } from '@playwright/test';

const leaderFlag = (page: Page) => page.locator('html').getAttribute('data-session-leader');

test('exactly one tab leads, and another takes over when the leader closes', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/');
  await expect(first.locator('html')).toHaveAttribute('data-session-leader', 'true');

  const second = await context.newPage();
  await second.goto('/');
  await expect(second.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The first tab keeps its heartbeat, so the second stays a follower.
  await second.waitForTimeout(2_000);
  expect([await leaderFlag(first), await leaderFlag(second)]).toEqual(['true', 'false']);

  await first.close();
  await expect(second.locator('html')).toHaveAttribute('data-session-leader', 'true', {
    timeout: 4_000,
  });
});
