import { expect, test } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { fitsAPhone, noSeriousViolations, ready } from './fixtures.ts';
import { postListingAd, uniqueWord } from './listing-fixtures.ts';
import { api } from './my-ads-fixtures.ts';

/**
 * A store's job applications (issue 18, ADR 0050), with JavaScript on and off: the owner posts
 * a job ad as the store, a member applies with a file attached, a manager finds it in the
 * store area (its navigation, the applications entry marked), opens it (viewed), downloads the
 * file (an attachment, nosniff) and hires; the applicant reads "Hired"; the store's jobs list
 * counts it; a stranger gets the 404 page.
 */

test('a member applies to a store’s job with a file; a manager opens it, downloads the file and hires', async ({
  browser,
  javaScriptEnabled,
}) => {
  // Four members, a dozen pages, an axe scan on several: a long journey on a busy machine.
  test.slow();
  test.setTimeout(240_000);
  const js = javaScriptEnabled !== false;
  const owner = await member(browser, js, 'Sophea');
  const manager = await member(browser, js, 'Vanna');
  const seeker = await member(browser, js, 'Sokha');

  // The store, its manager, and a job ad posted as the store.
  const created = await api<{ data: { id: string } }>(owner.token, 'POST', 'me/stores', {
    name: 'Sophea Phones',
    username: `sopheaphones${Date.now() % 1_000_000}${js ? 'j' : 'n'}`,
    short_description: 'Phones and plans for families',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const storeId = created.body.data.id;
  const invited = await api(owner.token, 'POST', `me/stores/${storeId}/members`, {
    login: manager.phone,
    role: 'manager',
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const accepted = await api(manager.token, 'POST', `me/stores/${storeId}/invitation`, {
    accept: 'true',
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const title = `Store sales officer ${uniqueWord('zs')}`;
  const ad = await postListingAd(owner.token, '601', title, {
    job_type: 'full-time',
    store_id: storeId,
  });
  const storeArea = `/me/store-${storeId}`;

  // The applicant has no resume: they attach a file instead.
  const page = seeker.page;
  await open(page, `/job-adid-${ad.id}`, js);
  const card = page.getByTestId('ad-apply');
  await expect(card).toContainText('You have no resume yet.');
  await card.getByLabel('Message to the employer').fill('I sold phones for three years.');
  await card.getByLabel('Attach a file (optional)').setInputFiles({
    name: 'sokha-cv.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Sokha Chan\nSales officer, Smart Axiata, 2019 to now.\n'),
  });
  await card.getByTestId('apply-submit').click();
  await expect(page.getByText('Application sent.').first()).toBeVisible();
  await expect(card.getByTestId('ad-application-status')).toHaveAttribute('data-status', 'sent');

  // The store's jobs, with the store's navigation and the new application counted.
  await open(owner.page, `/me/jobs?store_id=${storeId}`, js);
  await expect(owner.page.getByRole('heading', { level: 1 })).toHaveText('Jobs of Sophea Phones');
  const ownerNav = owner.page.getByRole('navigation', { name: 'Store settings' });
  await expect(ownerNav.getByTestId('store-jobs-link')).toHaveAttribute('aria-current', 'page');
  const job = owner.page.getByTestId('my-job').filter({ hasText: title });
  await expect(job.getByTestId('job-count-new')).toHaveText('1');
  await expect(job.getByTestId('job-count-viewed')).toHaveText('0');
  await expect(job.getByTestId('job-count-hired')).toHaveText('0');
  if (js) await noSeriousViolations(owner.page);
  await fitsAPhone(owner.page);
  await job.getByTestId('job-applications-link').click();
  await expect(owner.page).toHaveURL(new RegExp(`${storeArea}/job-applications\\?ad=${ad.id}$`));
  await expect(owner.page.getByTestId('received-application')).toHaveCount(1);

  // The manager reaches the applications from the store area's navigation.
  const desk = manager.page;
  await open(desk, storeArea, js);
  await desk.getByTestId('store-job-applications-link').click();
  await expect(desk).toHaveURL(new RegExp(`${storeArea}/job-applications$`));
  await ready(desk, js);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(
    'Job applications of Sophea Phones',
  );
  const nav = desk.getByRole('navigation', { name: 'Store settings' });
  await expect(nav.getByTestId('store-job-applications-link')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByTestId('store-members-link')).not.toHaveAttribute('aria-current');
  // A manager runs the store's settings; the owner alone renames it.
  await expect(nav.getByTestId('edit-store')).toBeVisible();
  await expect(nav.getByTestId('change-store-username')).toHaveCount(0);
  const row = desk.getByTestId('received-application').filter({ hasText: title });
  await expect(row.getByTestId('received-status')).toHaveText('New');
  await expect(row).toContainText('Sokha Chan');
  if (js) await noSeriousViolations(desk);
  await fitsAPhone(desk);

  // Opened: viewed, in the store's layout, the message and the file.
  await row.getByTestId('received-open').click();
  await expect(desk).toHaveURL(new RegExp(`${storeArea}/job-applications/\\d+$`));
  await ready(desk, js);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Application from Sokha Chan');
  await expect(desk.getByTestId('application-status')).toHaveText('Viewed');
  await expect(nav.getByTestId('store-job-applications-link')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(desk.getByTestId('application-message-text')).toHaveText(
    'I sold phones for three years.',
  );
  await expect(desk.getByText('No resume was sent with this application.')).toBeVisible();
  if (js) await noSeriousViolations(desk);
  await fitsAPhone(desk);

  const download = desk.getByRole('link', { name: 'Download sokha-cv.txt' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\/me\/job-applications\/\d+\/attachment$/);
  const [saved] = await Promise.all([desk.waitForEvent('download'), download.click()]);
  expect(saved.suggestedFilename()).toBe('sokha-cv.txt');
  const file = await desk.context().request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(file.headers()['content-disposition']).toContain("filename*=UTF-8''sokha-cv.txt");
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(await file.text()).toContain('Sales officer, Smart Axiata');
  // Nobody else gets the file.
  expect((await seeker.context.request.get(href!)).status()).toBe(404);

  // The manager hires.
  await desk.getByLabel('Message to the applicant (optional)').fill('Come on Monday at 8.');
  await desk.getByTestId('decision-hire').click();
  await expect(desk.getByText('You hired this applicant.').first()).toBeVisible();
  await expect(desk).toHaveURL(new RegExp(`${storeArea}/job-applications/\\d+$`));
  await expect(desk.getByTestId('application-status')).toHaveText('Hired');

  // The store's jobs count it; the applicant reads "Hired" with the store's message.
  await open(owner.page, `/me/jobs?store_id=${storeId}`, js);
  await expect(job.getByTestId('job-count-hired')).toHaveText('1');
  await expect(job.getByTestId('job-count-new')).toHaveText('0');
  await open(page, '/me/applied-jobs', js);
  const applied = page.getByTestId('applied-job').filter({ hasText: title });
  await expect(applied.getByTestId('applied-status')).toHaveText('Hired');
  await expect(applied).toContainText('By Sophea Phones');
  await expect(applied.getByTestId('applied-decision-message')).toHaveText('Come on Monday at 8.');

  // A stranger learns nothing: the store's applications, one of them, its jobs are 404.
  const stranger = await member(browser, js, 'Kanha');
  const opened = new URL(desk.url()).pathname;
  for (const path of [`${storeArea}/job-applications`, opened, `/me/jobs?store_id=${storeId}`])
    expect((await stranger.page.goto(path))?.status(), path).toBe(404);

  for (const one of [owner, manager, seeker, stranger]) await one.context.close();
});
