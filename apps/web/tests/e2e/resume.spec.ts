import { expect, test, type Page } from '@playwright/test';
import { chatMember as member, openPage as open } from './chat-fixtures.ts';
import { fitsAPhone, noSeriousViolations } from './fixtures.ts';
import { choosePlace } from './post-ad-fixtures.ts';

/**
 * The resume builder (issue 18, ADR 0050), with JavaScript on and off: lists grown, shrunk
 * and reordered by the form's own buttons, a refusal that keeps what was typed, the save, the
 * attached file (a text file taken, a web page named .pdf refused) and the printable view in
 * Khmer.
 */

const experience = (page: Page, n: number) =>
  page.getByRole('group', { name: `Work experience ${n}`, exact: true });

test('a member builds a resume with the list buttons, saves it, attaches a file and reads it in Khmer', async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.slow();
  const js = javaScriptEnabled !== false;
  const seeker = await member(browser, js, 'Sokha');
  const page = seeker.page;

  await open(page, '/me', js);
  await page.getByTestId('resume-link').click();
  await expect(page).toHaveURL(/\/me\/resume$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My resume');
  // Nothing saved yet: the meter names every section, the file waits for the first save.
  const meter = page.getByTestId('resume-completeness');
  await expect(meter).toContainText('Your resume is 0% complete');
  await expect(meter).toContainText('Work experience');
  await expect(page.getByText('Save your resume first, then attach a file.')).toBeVisible();
  // The account's name is the start.
  await expect(page.getByLabel('First name')).toHaveValue('Sokha');
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);
  // A resume's place is optional, unlike an ad's.
  await expect(page.getByLabel('Province')).not.toHaveAttribute('aria-required', 'true');

  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Date of birth').fill('1996-04-12');
  await page.getByLabel('Nationality').fill('Cambodian');
  await page.getByLabel('Email', { exact: true }).fill('sokha.chan@example.com');
  await choosePlace(page, javaScriptEnabled, {
    province: 'Phnom Penh',
    district: 'Chamkar Mon',
    commune: 'Tonle Basak',
  });
  await page.getByRole('textbox', { name: 'Current position' }).fill('Sales officer');
  await page.getByLabel('Years of experience').fill('6');
  await page.getByLabel('Highest education').selectOption({ label: 'Bachelor’s degree' });
  // The §5 guidance sits beside the summary and the experience.
  await expect(page.getByText('Write 2 to 4 sentences:')).toBeVisible();
  await expect(page.getByText('List the jobs of the last 10 years')).toBeVisible();
  await page
    .getByLabel('Summary')
    .fill('I sell phones and plans to families. I speak Khmer and English.');

  // Two work experiences, each added with the form's button: what was typed stays.
  await page.getByRole('button', { name: 'Add a work experience' }).click();
  await experience(page, 1).getByLabel('Company').fill('ACLEDA Bank');
  await experience(page, 1).getByLabel('Position').fill('Teller');
  await experience(page, 1).getByLabel('Start month').fill('2019-01');
  await experience(page, 1).getByLabel('End month').fill('2021-06');
  await page.getByRole('button', { name: 'Add a work experience' }).click();
  await expect(experience(page, 2)).toBeVisible();
  await expect(experience(page, 1).getByLabel('Company')).toHaveValue('ACLEDA Bank');
  await expect(page.getByLabel('Commune')).toHaveValue('120101');
  await experience(page, 2).getByLabel('Company').fill('Smart Axiata');
  await experience(page, 2).getByLabel('Position').fill('Sales officer');
  await experience(page, 2).getByLabel('Start month').fill('2021-07');
  await experience(page, 2).getByLabel('I still work here').check();

  // Reorder: the current job first.
  await page.getByRole('button', { name: 'Move Work experience 2 up' }).click();
  await expect(experience(page, 1).getByLabel('Company')).toHaveValue('Smart Axiata');
  await expect(experience(page, 1).getByLabel('I still work here')).toBeChecked();
  await expect(experience(page, 2).getByLabel('Company')).toHaveValue('ACLEDA Bank');
  await expect(experience(page, 2).getByLabel('End month')).toHaveValue('2021-06');

  // Hobbies: two added, the first removed.
  await page.getByRole('button', { name: 'Add a hobby' }).click();
  await page
    .getByRole('group', { name: 'Hobby 1' })
    .getByLabel('Hobby', { exact: true })
    .fill('Football');
  await page.getByRole('button', { name: 'Add a hobby' }).click();
  await page
    .getByRole('group', { name: 'Hobby 2' })
    .getByLabel('Hobby', { exact: true })
    .fill('Reading');
  await page.getByRole('button', { name: 'Remove Hobby 1' }).click();
  await expect(page.getByTestId('resume-hobbies-item')).toHaveCount(1);
  await expect(
    page.getByRole('group', { name: 'Hobby 1' }).getByLabel('Hobby', { exact: true }),
  ).toHaveValue('Reading');

  await page.getByRole('button', { name: 'Add a skill' }).click();
  await page
    .getByRole('group', { name: 'Skill 1' })
    .getByLabel('Skill', { exact: true })
    .fill('Customer service');
  await page
    .getByRole('group', { name: 'Skill 1' })
    .getByLabel('Level', { exact: true })
    .selectOption('advanced');
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page
    .getByRole('group', { name: 'Language 1' })
    .getByLabel('Language', { exact: true })
    .fill('English');
  await page
    .getByRole('group', { name: 'Language 1' })
    .getByLabel('Level', { exact: true })
    .selectOption('intermediate');
  // A second skill added and left as it came (its level preset): dropped on saving, not refused.
  await page.getByRole('button', { name: 'Add a skill' }).click();
  await expect(page.getByRole('group', { name: 'Skill 2' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByLabel('Expected monthly salary (USD)').fill('600');

  // A phone that is not a phone: refused beside the field, nothing typed lost.
  await page.getByLabel('Phone 2').fill('123');
  await page.getByRole('button', { name: 'Save the resume' }).click();
  await expect(page.getByText('The resume could not be saved.')).toBeVisible();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  await expect(page.getByLabel('Phone 2')).toHaveValue('123');
  await expect(page.getByLabel('Nationality')).toHaveValue('Cambodian');
  await expect(page.getByLabel('Summary')).toHaveValue(
    'I sell phones and plans to families. I speak Khmer and English.',
  );
  await expect(experience(page, 1).getByLabel('Company')).toHaveValue('Smart Axiata');
  await expect(page.getByLabel('Commune')).toHaveValue('120101');
  await expect(page.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
  await page.getByLabel('Phone 2').fill('');
  await page.getByRole('button', { name: 'Save the resume' }).click();
  await expect(page.getByText('Your resume is saved.')).toBeVisible();

  // Reloaded: the resume as saved, the meter now missing the file only.
  await open(page, '/me/resume', js);
  await expect(page.getByTestId('resume-experiences-item')).toHaveCount(2);
  await expect(page.getByTestId('resume-skills-item')).toHaveCount(1);
  await expect(experience(page, 1).getByLabel('Company')).toHaveValue('Smart Axiata');
  await expect(experience(page, 1).getByLabel('I still work here')).toBeChecked();
  await expect(experience(page, 2).getByLabel('End month')).toHaveValue('2021-06');
  await expect(
    page.getByRole('group', { name: 'Hobby 1' }).getByLabel('Hobby', { exact: true }),
  ).toHaveValue('Reading');
  await expect(page.getByLabel('Commune')).toHaveValue('120101');
  await expect(meter).toContainText('Still missing: Resume file');

  // The file: a text resume of 300 kB (past the web server's form limit, as a real CV is) is
  // taken; a web page named .pdf is refused with the reason.
  const lines = 'Sokha Chan\nSales officer, Smart Axiata\n';
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'sokha-resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(lines + 'Customer care and sales, 2019 to now.\n'.repeat(8_000)),
  });
  await page.getByRole('button', { name: 'Attach the file' }).click();
  await expect(page.getByText('The file is attached to your resume.')).toBeVisible();
  const download = page.getByRole('link', { name: 'Download sokha-resume.txt' });
  await expect(download).toBeVisible();
  const served = await page.request.get((await download.getAttribute('href'))!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-disposition']).toContain('sokha-resume.txt');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(await served.text()).toContain('Sales officer, Smart Axiata');
  await expect(meter).toContainText('Your resume is complete.');

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  await page.getByRole('button', { name: 'Replace the file' }).click();
  await expect(page.getByTestId('resume-attachment-error')).toHaveText(
    'This file is not a PDF, Word or text file. Choose another file.',
  );
  await expect(page.getByRole('link', { name: 'Download sokha-resume.txt' })).toBeVisible();
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);

  // The printable view, in Khmer.
  await open(page, '/km/me/resume/view', js);
  const sheet = page.getByTestId('resume-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Sokha Chan');
  await expect(sheet.getByRole('heading', { name: 'បទពិសោធន៍ការងារ' })).toBeVisible();
  await expect(sheet).toContainText('ពី កក្កដា ២០២១ ដល់ បច្ចុប្បន្ន');
  await expect(sheet).toContainText('បទពិសោធន៍ ៦ ឆ្នាំ');
  await expect(sheet).toContainText('ទន្លេបាសាក់');
  await expect(page.getByRole('button', { name: 'បោះពុម្ព' })).toHaveCount(js ? 1 : 0);
  await page.screenshot({ path: testInfo.outputPath('resume-view-km.png'), fullPage: true });
  // The Khmer glyphs are drawn by a Khmer font, not boxes: a Khmer word is wider than a dot.
  const width = await sheet.getByRole('heading', { name: 'បទពិសោធន៍ការងារ' }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width;
  });
  expect(width).toBeGreaterThan(60);
  if (js) await noSeriousViolations(page);
  await fitsAPhone(page);
  // On paper: no site header or footer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(sheet).toBeVisible();
  await seeker.context.close();
});
