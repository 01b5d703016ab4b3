import { expect, test } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { API_URL, fitsAPhone, noSeriousViolations, ready } from './fixtures.ts';
import { postListingAd, uniqueWord } from './listing-fixtures.ts';

/**
 * Job applications (issue 18, ADR 0050), with JavaScript on and off: a poster's job ad, an
 * applicant who applies with the resume and a message (a refusal first keeps what was typed),
 * the poster's counts, list and filter, the application opened (viewed) and the hire with a
 * message, the applicant's list and notification, and the withdrawal.
 */

/** Saves the member's resume through the API (PUT {api}/me/resume). */
async function saveResume(token: string) {
  const response = await fetch(`${API_URL}/api/me/resume`, {
    method: 'PUT',
    headers: {
      'Device-Id': `e2e-jobs-${Math.random().toString(36).slice(2)}`,
      'Access-Token': token,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      first_name: 'Sokha',
      last_name: 'Chan',
      phones: ['012345678'],
      current_position: 'Sales officer',
      summary: 'I sell phones and plans to families.',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test('an applicant applies with the resume; the poster opens the application and hires', async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  // Two members, eight pages, an axe scan on each: longer than test.slow() gives on a busy machine.
  test.setTimeout(240_000);
  const js = javaScriptEnabled !== false;
  const poster = await member(browser, js, 'Dara');
  const seeker = await member(browser, js, 'Sokha');
  const title = `Shop sales officer ${uniqueWord('zj')}`;
  const ad = await postListingAd(poster.token, '601', title, { job_type: 'full-time' });
  await saveResume(seeker.token);
  const adAddress = `/job-adid-${ad.id}`;

  // A visitor is asked to sign in first, and comes back to the job.
  const visitorContext = await browser.newContext({ javaScriptEnabled: js });
  const visitor = await visitorContext.newPage();
  await open(visitor, adAddress, js);
  const signIn = visitor.getByTestId('ad-apply-sign-in');
  await expect(signIn).toHaveText('Sign in to apply');
  expect(await signIn.getAttribute('href')).toMatch(/^\/login\?redirect=%2F.*adid/);
  await visitorContext.close();

  // The applicant's form: nothing to send is refused, translated, with the message kept.
  const page = seeker.page;
  await open(page, adAddress, js);
  const card = page.getByTestId('ad-apply');
  await expect(card.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
  const message = card.getByLabel('Message to the employer');
  const withResume = card.getByLabel('Send my resume');
  await expect(withResume).toBeChecked();
  await message.fill('I sold phones for three years and speak English.');
  await withResume.uncheck();
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);
  await card.getByTestId('apply-submit').click();
  await expect(card.getByText('Send your resume or attach a file.')).toBeVisible();
  await expect(card.getByLabel('Message to the employer')).toHaveValue(
    'I sold phones for three years and speak English.',
  );
  await expect(card.getByLabel('Send my resume')).not.toBeChecked();

  await card.getByLabel('Send my resume').check();
  await card.getByTestId('apply-submit').click();
  await expect(page.getByText('Application sent.').first()).toBeVisible();
  await expect(card.getByTestId('ad-application-status')).toHaveAttribute('data-status', 'sent');
  await expect(card.getByTestId('ad-application-status')).toContainText('Status: Sent.');
  await expect(card.getByRole('link', { name: 'All my applications' })).toBeVisible();
  await expect(card.getByTestId('apply-submit')).toHaveText('Update the application');

  await open(page, '/me/applied-jobs', js);
  const applied = page.getByTestId('applied-job');
  await expect(applied).toHaveCount(1);
  await expect(applied.getByRole('link', { name: title })).toBeVisible();
  await expect(applied.getByTestId('applied-status')).toHaveText('Sent');
  await expect(applied).toContainText('By Dara Chan');
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);

  // The poster: no form on their own job, the counts, the list, the filter.
  await open(poster.page, adAddress, js);
  await expect(poster.page.getByTestId('ad-apply')).toContainText('This is your job ad.');
  await expect(poster.page.getByTestId('apply-form')).toHaveCount(0);

  await open(poster.page, '/me/jobs', js);
  const job = poster.page.getByTestId('my-job').filter({ hasText: title });
  await expect(job.getByTestId('job-count-new')).toHaveText('1');
  await expect(job.getByTestId('job-count-hired')).toHaveText('0');
  if (js) await noSeriousViolations(poster.page);
  await fitsAPhone(poster.page);
  await job.getByTestId('job-applications-link').click();
  await expect(poster.page).toHaveURL(new RegExp(`/me/job-applications\\?ad=${ad.id}$`));
  if (js) await ready(poster.page, js);
  const row = poster.page.getByTestId('received-application');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('received-status')).toHaveText('New');
  await expect(row).toContainText('Sales officer');
  await poster.page.getByTestId('filter-viewed').click();
  await expect(poster.page).toHaveURL(/status=viewed/);
  await expect(poster.page.getByTestId('received-empty')).toBeVisible();
  await expect(poster.page.getByTestId('filter-viewed')).toHaveAttribute('aria-current', 'page');
  if (js) await noSeriousViolations(poster.page);
  await fitsAPhone(poster.page);

  await open(poster.page, '/me/job-applications', js);
  await poster.page
    .getByTestId('received-application')
    .filter({ hasText: title })
    .getByTestId('received-open')
    .click();
  await expect(poster.page).toHaveURL(/\/me\/job-applications\/\d+$/);
  if (js) await ready(poster.page, js);
  await expect(poster.page.getByRole('heading', { level: 1 })).toHaveText(
    'Application from Sokha Chan',
  );
  await expect(poster.page.getByTestId('application-status')).toHaveText('Viewed');
  await expect(poster.page.getByTestId('application-message-text')).toHaveText(
    'I sold phones for three years and speak English.',
  );
  const sheet = poster.page.getByTestId('resume-sheet');
  await expect(sheet.getByRole('heading', { name: 'Sokha Chan' })).toBeVisible();
  await expect(sheet).toContainText('I sell phones and plans to families.');
  if (js) await noSeriousViolations(poster.page);
  await fitsAPhone(poster.page);

  // The applicant sees it was opened, and can no longer change it.
  await open(page, '/me/applied-jobs', js);
  await expect(applied.getByTestId('applied-status')).toHaveText('Viewed');
  await expect(applied).toContainText('Viewed by the employer');
  await open(page, adAddress, js);
  await expect(card).toContainText('it can no longer be changed');
  await expect(card.getByTestId('apply-form')).toHaveCount(0);

  // The poster hires with a message.
  await poster.page
    .getByLabel('Message to the applicant (optional)')
    .fill('Welcome! Come on Monday at 8.');
  await poster.page.getByTestId('decision-hire').click();
  await expect(poster.page.getByText('You hired this applicant.').first()).toBeVisible();
  await expect(poster.page.getByTestId('application-status')).toHaveText('Hired');
  await expect(poster.page.getByTestId('application-decided')).toContainText('Hired');

  await open(poster.page, '/me/jobs', js);
  await expect(job.getByTestId('job-count-hired')).toHaveText('1');
  await expect(job.getByTestId('job-count-new')).toHaveText('0');

  // The applicant: hired, the employer's message, and a notification.
  await open(page, '/me/applied-jobs', js);
  await expect(applied.getByTestId('applied-status')).toHaveText('Hired');
  await expect(applied.getByTestId('applied-decision-message')).toHaveText(
    'Welcome! Come on Monday at 8.',
  );
  await open(page, '/notifications', js);
  const line = page.getByTestId('notification').filter({ hasText: 'you were accepted' });
  await expect(line).toContainText(`Good news: you were accepted for “${title}”.`);
  // Opening it leads to the applicant's list.
  await expect(line.locator('input[name="href"]')).toHaveValue('/me/applied-jobs');

  // Withdrawing asks first (no JavaScript needed), then the poster no longer sees it.
  await open(page, '/me/applied-jobs', js);
  await applied.getByText('Withdraw', { exact: true }).click();
  await expect(applied.getByText('Withdraw this application?')).toBeVisible();
  await applied.getByTestId('withdraw-yes').click();
  await expect(page.getByText('The application was withdrawn.').first()).toBeVisible();
  await expect(page.getByTestId('applied-empty')).toBeVisible();
  await open(poster.page, `/me/job-applications?ad=${ad.id}`, js);
  await expect(poster.page.getByTestId('received-empty')).toBeVisible();

  await poster.context.close();
  await seeker.context.close();
});
