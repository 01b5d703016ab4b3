import { expect, test, type Page } from '@playwright/test';
import { en } from '@repo/i18n';
import { createAccount, ready, signIn, submitSignInForm } from './fixtures.ts';
import { uniqueWord } from './listing-fixtures.ts';
import { api } from './my-ads-fixtures.ts';
import { adIdFromUrl, choosePlace, postAdThroughApi } from './post-ad-fixtures.ts';

/**
 * The compact layout (ADR 0023) on the narrowest phone we serve: 360 × 800. Every page walked
 * here has no sideways scrolling and tap targets of at least 44 px.
 */
test.use({ viewport: { width: 360, height: 800 } });

const TAP = 44;

/**
 * What is wrong with the page at this width: anything wider than the window, and controls a
 * thumb cannot hit (links inside running text are exempt; a checkbox counts by its label).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((tap) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${text.slice(0, 30)}"`;
    };
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide in ${width}px`);
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (
          box.right > width + 1 &&
          box.width > 0 &&
          getComputedStyle(element).position !== 'fixed'
        )
          problems.push(`sticks out: ${name(element)} right=${Math.round(box.right)}`);
        if (problems.length > 8) break;
      }
    }
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Off-screen until focused (the skip link) is not on the page.
      return box.width > 2 && box.height > 2 && box.right > 0 && style.visibility !== 'hidden';
    };
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, label[for]',
    );
    for (const element of controls) {
      if (element.closest('[aria-hidden="true"], [hidden]')) continue;
      if (element.tagName === 'A' && element.closest('p, td, dd') && !element.closest('nav'))
        continue;
      if (!visible(element)) continue;
      let box = element.getBoundingClientRect();
      const type = element.getAttribute('type');
      if (type === 'checkbox' || type === 'radio') {
        const label = element.closest('label');
        if (!label) continue;
        box = label.getBoundingClientRect();
      }
      // A label for a text field is not a target of its own (the field is); one for a hidden
      // checkbox (a Menu or Filters button) is.
      if (element.tagName === 'LABEL') {
        const control = document.getElementById(element.getAttribute('for') ?? '');
        const kind = control?.getAttribute('type');
        if (kind !== 'checkbox' && kind !== 'radio') continue;
      }
      // A link whose ::after covers its card: the card is the target.
      const after = getComputedStyle(element, '::after');
      if (element.tagName === 'A' && after.content !== 'none' && after.position === 'absolute') {
        const card = (element as HTMLElement).offsetParent;
        if (card) box = card.getBoundingClientRect();
      }
      if (box.height < tap - 0.5 || box.width < tap - 0.5)
        problems.push(
          `small target: ${name(element)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return problems;
  }, TAP);
}

async function expectPhoneLayout(page: Page) {
  // Soft: one walk reports every page's problems at once.
  expect.soft(await layoutProblems(page), page.url()).toEqual([]);
}

test('home → search → ad page → sign in → post an ad, at 360 px', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const word = uniqueWord('phone');
  const { phone, password, tokens } = await createAccount();
  await postAdThroughApi(tokens.access_token, { title: `Vespa ${word} scooter 2019` });

  await page.goto('/');
  await ready(page, javaScriptEnabled);
  await expectPhoneLayout(page);
  const header = page.getByRole('banner');
  // The header folds: the menu is closed, the sign-in link is behind it.
  await expect(header.getByRole('link', { name: en.auth.signIn })).toBeHidden();

  await header.getByRole('searchbox').fill(word);
  await header.getByRole('button', { name: en.header.searchButton }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expectPhoneLayout(page);
  // The filters wait behind a button and open over the results.
  const filters = page.getByRole('search', { name: en.listing.filters.label });
  await expect(filters).toBeHidden();
  // "Filters (1)": the keyword is one filter.
  await page.getByText(`${en.listing.filters.open} (1)`, { exact: true }).click();
  await expect(filters).toBeVisible();
  await expectPhoneLayout(page);
  await page.getByText(en.listing.filters.close).click();
  await expect(filters).toBeHidden();

  await page
    .getByRole('link', { name: new RegExp(`Vespa ${word}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Vespa ${word} scooter 2019`);
  await expectPhoneLayout(page);

  await header.locator('label', { hasText: en.header.menu }).click();
  await expectPhoneLayout(page);
  await header.getByRole('link', { name: en.auth.signIn }).click();
  await expect(page).toHaveURL(/\/login/);
  await ready(page, javaScriptEnabled);
  await expectPhoneLayout(page);
  await submitSignInForm(page, phone, password);
  await expect(page.getByText(en.auth.signedIn)).toBeVisible();

  await header.getByRole('link', { name: en.header.postAd }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to post?' })).toBeVisible();
  await ready(page, javaScriptEnabled);
  await expectPhoneLayout(page);
  await page.getByRole('link', { name: 'House & Land' }).click();
  await page.getByRole('link', { name: 'Houses for Sale' }).click();
  await expect(page.getByText('House & Land › Houses for Sale')).toBeVisible();
  await ready(page, javaScriptEnabled);
  await expectPhoneLayout(page);
  // One column: the fields sit under each other, each as wide as the form.
  const title = await page.getByLabel('Title').boundingBox();
  const price = await page.getByLabel('Price (USD)').boundingBox();
  expect(Math.abs(title!.x - price!.x)).toBeLessThan(1);
  expect(Math.abs(title!.width - price!.width)).toBeLessThan(1);
  expect(title!.width).toBeGreaterThan(250);

  await page.getByLabel('Title').fill(`Borey ${word} house`);
  await page.getByLabel('For sale or rent').selectOption({ label: 'For sale' });
  await page.getByLabel('Property type').selectOption({ label: 'House' });
  await page.getByLabel('Description').fill('Three bedrooms near the market, hard title.');
  await page.getByLabel('Price (USD)').fill('98000');
  await choosePlace(page, javaScriptEnabled, {
    province: 'Phnom Penh',
    district: 'Chamkar Mon',
    commune: 'Tonle Basak',
  });
  await page.getByLabel('Address').fill('Street 271');
  await page.getByRole('button', { name: 'Post ad' }).click();
  await adIdFromUrl(page);
  await expect(page.getByText('Your ad is posted.').first()).toBeVisible();
  await expectPhoneLayout(page);
});

test('the member pages and the rest fit 360 px too', async ({ page, context }) => {
  // An account, an ad and a walk through every member page (20 s when the machine is quiet).
  test.slow();
  const { tokens } = await createAccount();
  const ad = await postAdThroughApi(tokens.access_token, {
    title: `Honda ${uniqueWord('fit')} Dream`,
  });
  for (const path of [
    '/login',
    '/forgot-password',
    '/all-ads-in-phnom-penh',
    '/search-result-users?q=so',
    '/posting-rule',
    '/km/privacy-policy',
    // The unsubscribe page of an email's link, asking first (ADR 0041).
    `/km/unsubscribe?token=${'A'.repeat(43)}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectPhoneLayout(page);
  }
  await signIn(context, { tokens });
  for (const path of [
    `/insights/${ad.id}`,
    '/km',
    '/all-ads',
    '/c-cars',
    '/register',
    '/me',
    '/me/settings',
    '/me/likes',
    '/me/saved',
    '/me/settings/change-password',
    // A new store's form (issue 17).
    '/km/me/create-store',
    '/safety-tips',
    '/contact-us',
    '/feedback',
    '/no-such-page-here',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectPhoneLayout(page);
  }
});

test('the chats fit 360 px: the list, a thread with its menu open, a first message, the notifications', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.slow();
  const seller = await createAccount();
  const buyer = await createAccount();
  const ad = await postAdThroughApi(seller.tokens.access_token, {
    title: `Toyota ${uniqueWord('fit')} Prius 2012`,
  });
  const other = await postAdThroughApi(seller.tokens.access_token, { title: 'Honda Scoopy 2021' });
  const started = await api<{ data: { conversation_id: string } }>(
    buyer.tokens.access_token,
    'POST',
    'chats',
    {
      ad_id: ad.id,
      client_id: `phone-layout-${Date.now()}`,
      text: 'Is this still available? https://example.com/a-very-long-address-that-could-overflow-a-narrow-phone-screen',
    },
  );
  expect(started.status).toBe(200);
  const id = started.body.data.conversation_id;
  await signIn(context, buyer);
  await page.goto('/chats');
  await ready(page, javaScriptEnabled);
  await expectPhoneLayout(page);
  await page.goto(`/chats?id=${id}`);
  await ready(page, javaScriptEnabled);
  // One pane at a time: the thread, with a way back to the list.
  await expect(page.getByTestId('chat-row')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  await page.getByText('More actions').click();
  await expectPhoneLayout(page);
  await page.goto(`/km/chats?ad=${other.id}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId('chat-start')).toBeVisible();
  await expectPhoneLayout(page);
  // The seller's notification of that message, its long preview and the account tabs.
  await context.clearCookies();
  await signIn(context, seller);
  for (const path of ['/notifications', '/km/notifications']) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId('notification')).toHaveCount(1);
    await expectPhoneLayout(page);
  }
});
