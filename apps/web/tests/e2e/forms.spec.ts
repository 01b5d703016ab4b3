import { expect, test } from '@playwright/test';
import { ready } from './fixtures.ts';

test('feedback: bad input gets translated errors and keeps what was typed; good input is stored', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/km/feedback');
  await ready(page, javaScriptEnabled);
  await page.getByLabel('មតិរបស់អ្នក').fill('ខ្លី');
  await page.getByLabel('អ៊ីមែល (មិនចាំបាច់)').fill('not-an-email');
  await page.getByRole('button', { name: 'ផ្ញើមតិកែលម្អ' }).click();
  await expect(page.getByText('សូមសរសេរយ៉ាងតិច ១០ តួអក្សរ។')).toBeVisible();
  await expect(page.getByText('អាសយដ្ឋានអ៊ីមែលនេះមិនត្រឹមត្រូវទេ។')).toBeVisible();
  await expect(page.getByLabel('មតិរបស់អ្នក')).toHaveValue('ខ្លី');
  await expect(page.getByLabel('អ៊ីមែល (មិនចាំបាច់)')).toHaveValue('not-an-email');

  await page.getByLabel('មតិរបស់អ្នក').fill('សូមបន្ថែមការស្វែងរកតាមខេត្ត អរគុណច្រើន');
  await page.getByLabel('អ៊ីមែល (មិនចាំបាច់)').fill('');
  await page.getByRole('button', { name: 'ផ្ញើមតិកែលម្អ' }).click();
  await expect(page.getByText('សូមអរគុណ! មតិកែលម្អរបស់អ្នកត្រូវបានផ្ញើហើយ។')).toBeVisible();
  await expect(page.getByLabel('មតិរបស់អ្នក')).toHaveValue('');
});

test('contact: every required field is explained, then the message is sent', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/contact-us');
  await ready(page, javaScriptEnabled);
  await page.getByLabel('Your name').fill('Dara');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await expect(page.getByText('Please choose a subject.')).toBeVisible();
  await expect(page.getByText('Please write a message.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Dara');

  await page.getByLabel('Email', { exact: true }).fill('dara@example.com');
  await page.getByLabel('Phone (optional)').fill('012 345 678');
  await page.getByLabel('Subject').selectOption('business');
  await page.getByLabel('Message').fill('We would like to open a store for our phone shop.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Thank you! We have received your message and will reply by email.'),
  ).toBeVisible();
});

test('over the limit a visitor gets a clear message and keeps the text', async ({
  page,
  javaScriptEnabled,
}) => {
  const message = 'Testing the limit of messages from one device.';
  for (let sent = 0; sent < 3; sent += 1) {
    await page.goto('/feedback');
    await ready(page, javaScriptEnabled);
    await page.getByLabel('Your feedback').fill(message);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you! Your feedback has been sent.')).toBeVisible();
  }
  await page.goto('/feedback');
  await ready(page, javaScriptEnabled);
  await page.getByLabel('Your feedback').fill(message);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have sent several messages already. Please try again later.',
  );
  await expect(page.getByLabel('Your feedback')).toHaveValue(message);
});
