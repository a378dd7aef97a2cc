import { test, expect, screenshot } from '../support';
import { openSupportDesk } from '../admin/support';

test('a shopper writes in the support chat, a support member sees it on the console’s Support page and answers, the answer shows in the widget, and the conversation survives a reload', async ({
  page,
  browser,
  a11y,
}, testInfo) => {
  await page.goto('/contact-us');
  // The page checked first (axe holds the page's thread while it runs), then the chat opened over it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat.getByText('Hours: Mon–Fri 4:30 PM to 1:30 AM PST')).toBeVisible();
  await expect(chat.getByRole('log', { name: 'Messages' })).toContainText('Hello! How can we help you?');
  await expect(chat.getByRole('status').first()).toHaveText(/No agent is online right now|outside our chat hours/);

  // A support member, in a browser of their own at 1280×800, signs in to the console: Support is in
  // their navigation, and its page connects with their session (no token to type).
  const agent = await openSupportDesk(browser, page.request, testInfo);
  await expect(agent.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText(['Orders', 'Customers', 'Inbox', 'Support']);
  await a11y.check(agent, 'console support page');
  // Agent online: the shopper's widget says so (or that it is outside the hours).
  await expect(chat.getByRole('status').first()).toHaveText(/An agent is online|outside our chat hours/);

  // The shopper writes: empty is refused, the counter counts, HTML stays text.
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Please enter a message');
  const mine = `Do you have <b>round</b> frames? ${Date.now()}`;
  await chat.getByRole('textbox', { name: 'Your message' }).fill(mine);
  await expect(chat.getByText(`${[...mine].length} of 1000 characters`)).toBeVisible();
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log', { name: 'Messages' })).toContainText(mine);
  await expect(chat.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  await expect(chat.locator('b')).toHaveCount(0);
  await screenshot(page, testInfo, 'support-chat-widget');

  // The agent sees it unread, opens it and answers.
  const row = agent.getByRole('button').filter({ hasText: mine });
  await expect(row).toContainText('1 unread');
  await row.click();
  await expect(agent.getByRole('log')).toContainText(mine);
  await expect(row).not.toContainText('unread');
  const answer = `Yes, many round frames. ${Date.now()}`;
  await agent.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await agent.getByRole('button', { name: 'Send answer' }).click();
  await expect(agent.getByRole('log')).toContainText(answer);
  await a11y.check(agent, 'console support page, a conversation open');
  await screenshot(agent, testInfo, 'console-support');

  // The answer shows in the widget.
  await expect(chat.getByRole('log', { name: 'Messages' })).toContainText(answer);

  // Reloaded, the conversation is still there.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const log = page.getByRole('dialog', { name: 'Live chat' }).getByRole('log', { name: 'Messages' });
  await expect(log).toContainText(mine);
  await expect(log).toContainText(answer);
  await page.getByRole('button', { name: 'Close the chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Live chat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();

  // The agent closes the conversation: it leaves the open list.
  await agent.getByRole('button', { name: 'Close conversation' }).click();
  await expect(agent.getByText('This conversation is closed')).toBeVisible();
  await expect(agent.getByRole('button').filter({ hasText: answer })).toHaveCount(0);

  // Signed out in the console, the Support page is behind the sign-in page again.
  await agent.getByRole('button', { name: 'Sign out' }).click();
  await expect(agent).toHaveURL(/\/admin\/sign-in/);
  await agent.goto('/admin/support');
  await expect(agent).toHaveURL('/admin/sign-in?next=%2Fadmin%2Fsupport');
  await agent.context().close();
});
