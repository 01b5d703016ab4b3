import { expect, test } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { API_URL } from './fixtures.ts';

/**
 * The resume as a PDF download (issue 18, ADR 0050): the owner's own, in the page's language,
 * a real PDF with the Khmer font embedded; a visitor is sent to sign in.
 */

const RESUME = {
  first_name: 'Dara',
  last_name: 'Sok',
  phones: ['012 345 678'],
  current_position: 'គណនេយ្យករ',
  experiences: [{ company: 'ធនាគារ ABA', position: 'បេឡាករ', start: '2019-03', end: '2022-06' }],
  skills: [{ name: 'កុំព្យូទ័រ', level: 'advanced' }],
  summary: 'ខ្ញុំរស់នៅភ្នំពេញ ហើយចូលចិត្តធ្វើការជាមួយលេខ។',
};

test('the owner downloads their resume as a PDF from the printable view', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const seeker = await member(browser, js, 'Dara');
  const saved = await fetch(`${API_URL}/api/me/resume`, {
    method: 'PUT',
    headers: {
      'Device-Id': 'e2e-resume-pdf',
      'Access-Token': seeker.token,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(RESUME),
  });
  expect(saved.status).toBe(200);

  await open(seeker.page, '/km/me/resume/view', js);
  const link = seeker.page.getByTestId('resume-pdf');
  await expect(link).toHaveText('ទាញយក PDF');
  await expect(link).toHaveAttribute('href', '/km/me/resume/pdf');

  const response = await seeker.context.request.get('/km/me/resume/pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // Once: the server's own header, not a second copy from the route.
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-disposition']).toBe(
    "attachment; filename*=UTF-8''Dara%20Sok.pdf",
  );
  const pdf = (await response.body()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Dara Sok)');
  expect(pdf).toContain('KantumruyPro-Regular');
  await seeker.context.close();
});

test('a visitor asking for the PDF is sent to sign in', async ({ browser }) => {
  const context = await browser.newContext();
  const response = await context.request.get('/me/resume/pdf', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/login?redirect=%2Fme%2Fresume%2Fpdf');
  await context.close();
});
