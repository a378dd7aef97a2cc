import sharp from 'sharp';
import { paths } from '../../../contract/endpoints';
import { test, expect, screenshot, waitForMail } from '../support';
import { newBusinessBuyer } from '../support/business';
import { call, newPayer } from '../support/payment';
import { newMember, signInAsMember } from './member';

/**
 * The console's Customers and Inbox at 1280×800 (issue 24): a manager finds a customer by e-mail
 * and disables them (the shopper's next call is refused), then enables them; a support member
 * answers a contact-form message and the shopper gets the reply by mail.
 */
test('a manager finds a customer by email, disables them (their next call is refused) and enables them again', async ({
  page,
  request,
}, testInfo) => {
  const shopper = await newPayer(request, testInfo);
  await call(request, 'get', paths.userInfo, { token: shopper.token });
  const manager = await newMember(request, 'manager');

  await signInAsMember(page, manager, '/admin/customers');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Reports',
    'Orders',
    'Customers',
    'Inbox',
    'Support',
    'Products',
    'Categories',
    'Navigation',
    'Coupons',
    'Sales',
    'Currencies',
    'Storefront',
    'Pages and posts',
    'Questionnaires',
    'Live rooms',
    'Translations',
    'Audit log',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  // Found by the start of the e-mail; the search is in the address.
  const prefix = shopper.email.slice(0, shopper.email.indexOf('@'));
  const filters = page.getByRole('search', { name: 'Filter customers' });
  await filters.getByLabel('Email or name').fill(prefix);
  await filters.getByLabel('Type').selectOption('retail');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(`/admin/customers?q=${encodeURIComponent(prefix)}&type=retail`);
  const row = page.getByRole('row', { name: new RegExp(shopper.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Retail');
  await expect(row).toContainText('Active');
  await expect(page.getByRole('status')).toHaveText('1 customer');
  await screenshot(page, testInfo, 'console-customers');

  // The same link shows the same list.
  await page.reload();
  await expect(page.getByLabel('Email or name')).toHaveValue(prefix);
  await expect(row).toBeVisible();

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText(shopper.email);
  await expect(page.getByRole('region', { name: 'Business profile' })).toContainText('No business profile declared.');
  await screenshot(page, testInfo, 'console-customer');

  // Disable: the shopper's token stops working at once.
  await page.getByRole('form', { name: 'Disable' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('status').filter({ hasText: "The account is disabled: the customer's sessions have ended." })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText('Disabled');
  await expect(call(request, 'get', paths.userInfo, { token: shopper.token })).rejects.toThrow(/Your session has ended/);
  await screenshot(page, testInfo, 'console-customer-disabled');

  // The list says so too.
  await page.goto(`/admin/customers?q=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole('row', { name: /Disabled/ })).toBeVisible();

  // Enable: the shopper signs in again.
  await page
    .getByRole('row', { name: /Disabled/ })
    .getByRole('link')
    .click();
  await page.getByRole('form', { name: 'Enable' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The account is enabled again.' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Disable' })).toBeVisible();
  const visitor = await call<{ access_token: string }>(request, 'post', 'api/visitor');
  const login = await call<{ access_token: string }>(request, 'post', paths.login, {
    token: visitor.access_token,
    form: { email: shopper.email, password: shopper.password },
  });
  await call(request, 'get', paths.userInfo, { token: login.access_token });

  // Send password reset: the shopper gets the mail.
  await page.getByRole('form', { name: 'Send password reset' }).getByRole('button', { name: 'Send password reset' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A password-reset link has been mailed to the customer.' })).toBeVisible();
  await waitForMail(request, shopper.email, { kind: 'password-reset' });
});

test('a manager declines a pending business account with a reason, then approves it; the customer is mailed each time', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await newBusinessBuyer(request, testInfo);
  const manager = await newMember(request, 'manager');
  const path = `/admin/customers?q=${encodeURIComponent(buyer.email)}&type=business&business_status=pending`;
  await signInAsMember(page, manager, path);
  await expect(page.getByLabel('Business status')).toHaveValue('pending');
  const row = page.getByRole('row', { name: new RegExp(buyer.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Business Pending');
  await row.getByRole('link').click();

  const business = page.getByRole('region', { name: 'Business profile' });
  await expect(business).toContainText('Lens & Co');
  await expect(business).toContainText('Optician');
  const decline = business.getByRole('form', { name: 'Decline' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByLabel('Reason')).toHaveAccessibleDescription('This field is required');
  await decline.getByLabel('Reason').fill('The tax ID does not match the company name.');
  await screenshot(page, testInfo, 'console-customer-business');
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The business account is declined and the customer has been mailed.' })).toBeVisible();
  await expect(business).toContainText('Declined');
  const declined = await waitForMail(request, buyer.email, { kind: 'business-declined' });
  expect(declined.text).toContain('The tax ID does not match the company name.');

  await business.getByRole('form', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The business account is approved and the customer has been mailed.' })).toBeVisible();
  await expect(business).toContainText('Approved');
  await expect(business.getByRole('form', { name: 'Approve' })).toHaveCount(0);
  await waitForMail(request, buyer.email, { kind: 'business-approved' });
});

test('a support member answers a contact-form message from the inbox and the shopper gets the reply', async ({ page, request }, testInfo) => {
  const shopper = await newPayer(request, testInfo);
  const subject = `Frame size ${Date.now().toString(36)}`;
  await call(request, 'post', paths.addInquiry, {
    token: shopper.token,
    form: { name: 'Sam Shopper', email: shopper.email, subject, message: 'Which size fits a narrow face?\nThank you.' },
  });
  const support = await newMember(request, 'support');

  await signInAsMember(page, support, '/admin/inbox?status=new&kind=contact');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Customers', 'Inbox', 'Support']);
  await expect(page.getByLabel('Status')).toHaveValue('new');
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Contact form');
  await expect(row).toContainText('New');
  await screenshot(page, testInfo, 'console-inbox');

  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/contact\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Message' })).toContainText('Which size fits a narrow face?');

  // Assign it to oneself.
  const handling = page.getByRole('form', { name: 'Status and assignee' });
  await handling.getByLabel('Assignee').selectOption(String(support.id));
  await handling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // An empty reply is refused in the form; then the reply goes.
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByLabel(`Reply to ${shopper.email}`)).toHaveAccessibleDescription('This field is required');
  await reply.getByLabel(`Reply to ${shopper.email}`).fill('A 48 mm lens width suits a narrow face. Kind regards.');
  await screenshot(page, testInfo, 'console-inbox-message');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The reply has been mailed to ${shopper.email}.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Replies (1)' })).toContainText('A 48 mm lens width suits a narrow face.');
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Answered');

  const mail = await waitForMail(request, shopper.email, { kind: 'inbox-reply' });
  expect(mail.text).toContain('A 48 mm lens width suits a narrow face.');

  // Answered, it leaves the list of new messages, and shows among my answered ones.
  await page.goto('/admin/inbox?status=answered&assignee=me');
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText('Answered');
  await screenshot(page, testInfo, 'console-inbox-answered');
});

test('a support member downloads an OEM/ODM request’s attachment with their staff session', async ({ page, request }, testInfo) => {
  const buyer = await newBusinessBuyer(request, testInfo);
  const sketch = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
  const sent = await request.post(`/${paths.odm}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    multipart: {
      kind: 'odm',
      name: 'Grace Hopper',
      email: buyer.email,
      company: 'Navy Optics',
      quantity: '500',
      message: 'Acetate frames in our colours.',
      files: { name: 'sketch.png', mimeType: 'image/png', buffer: sketch },
    },
  });
  const made = (await sent.json()) as { code: number; msg: string; data: { id: number } };
  expect(made.code, made.msg).toBe(200);
  const support = await newMember(request, 'support');

  await signInAsMember(page, support, `/admin/inbox/odm/${made.data.id}`);
  await expect(page.getByRole('region', { name: 'Message' })).toContainText('Acetate frames in our colours.');
  await expect(page.getByRole('region', { name: 'Message' })).toContainText('500');
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await expect(attachments).toContainText('image/png');
  await screenshot(page, testInfo, 'console-inbox-odm');
  const download = page.waitForEvent('download');
  await attachments.getByRole('button', { name: 'Download sketch.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sketch.png');
  const saved = await file.path();
  expect((await sharp(saved).metadata()).width).toBe(64);
});
