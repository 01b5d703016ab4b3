import { expect, test } from '@playwright/test';
import { chatMember, openPage, startChat } from './chat-fixtures.ts';
import { postAd } from './my-ads-fixtures.ts';

/** The notification centre (/notifications, issue 16, ADR 0039), with JavaScript on and off. */

test('new messages are one line per conversation; opening it reads it, and all can be marked read', async ({
  browser,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const seller = await chatMember(browser, js, 'Chenda');
  const buyer = await chatMember(browser, js, 'Visal');
  const ad = await postAd(seller.token, { title: 'Yamaha Nmax 2021' });
  await startChat(buyer.token, ad.id, 'Hello');
  const id = await startChat(buyer.token, ad.id, 'Is the price firm?');

  // From the account's tabs.
  await openPage(seller.page, '/me', js);
  await seller.page.getByRole('link', { name: 'Notifications' }).click();
  await expect(seller.page).toHaveURL(/\/notifications$/);
  const lines = seller.page.getByTestId('notification');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(
    'Visal Chan sent you 2 messages about “Yamaha Nmax 2021”',
  );
  await expect(lines.first()).toContainText('Is the price firm?');
  await expect(lines.first()).toHaveAttribute('data-read', 'false');
  await expect(seller.page.getByTestId('notifications-unread')).toHaveText('1 unread notification');

  // Opening the line opens the conversation, which reads it.
  await lines.first().getByRole('button').click();
  await expect(seller.page).toHaveURL(new RegExp(`/chats\\?id=${id}$`));
  await expect(seller.page.getByTestId('chat-message')).toHaveCount(2);
  await openPage(seller.page, '/notifications', js);
  await expect(lines.first()).toHaveAttribute('data-read', 'true');
  await expect(seller.page.getByTestId('notifications-unread')).toHaveText(
    'You are all caught up.',
  );

  // A new message is a new line; "Mark all as read" reads it without opening it.
  await startChat(buyer.token, ad.id, 'Hello again');
  await openPage(seller.page, '/km/notifications', js);
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('សារថ្មី ១ ពី Visal Chan អំពី «Yamaha Nmax 2021»');
  await seller.page.getByRole('button', { name: 'សម្គាល់ថាបានអានទាំងអស់' }).click();
  // The toast (a flash message, with or without JavaScript).
  await expect(seller.page.getByText('ការជូនដំណឹងទាំងអស់ត្រូវបានសម្គាល់ថាបានអាន។').first()).toBeVisible();
  await expect(lines.first()).toHaveAttribute('data-read', 'true');

  // The buyer was told nothing of their own messages.
  await openPage(buyer.page, '/notifications', js);
  await expect(buyer.page.getByTestId('notification')).toHaveCount(0);
  await expect(buyer.page.getByText('Nothing here yet.', { exact: false })).toBeVisible();
  await seller.context.close();
  await buyer.context.close();
});
