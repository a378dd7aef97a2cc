import fs from 'node:fs';
import { test, expect, screenshot } from '../support';
import { startOwnShop } from '../support/own-shop';
import { operatorAccount } from '../support/operator';
import { expectSignedIn, submitAuthForm, uniqueEmail } from '../support/shop';
import { PHONE } from '../../../scripts/chromium';
import { freePort, makeDataDir, type ShopServer } from '../../../scripts/lib/server';

/**
 * The console's questionnaires at 1280×800 (issue 26), in a shop of the journey's own (the promo
 * offers the first open questionnaire to every visitor: in the shared shop it would cover the other
 * journeys' home page): a content member writes a questionnaire (a choice and a text question),
 * creates it as a draft, runs it for 7 days; a shopper at 390×844 is offered it by the promo,
 * registers and sends it; the member reads the answers counted, downloads them as CSV, and ends
 * it, after which the promo offers nothing.
 */
test('a content member runs a questionnaire; the shop’s promo offers it and its answers are counted', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const dataDir = makeDataDir();
  let shop: ShopServer | null = null;
  try {
    shop = await startOwnShop(request, port, dataDir);
    const base = shop.url;
    const member = await operatorAccount(request, 'content', base);
    await page.goto(`${base}/admin/questionnaires`);
    const signIn = page.getByRole('form', { name: 'Staff sign-in' });
    await signIn.getByLabel('Email').fill(member.email);
    await signIn.getByLabel('Password').fill(member.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Questionnaires' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A new questionnaire: its words, then the questions, checked before anything is sent.
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New questionnaire' })).toBeVisible();
    const editor = page.getByRole('form', { name: 'Questionnaire' });
    await editor.getByRole('button', { name: 'Create questionnaire' }).click();
    await expect(editor.getByText('Please enter a title')).toBeVisible();
    await editor.getByLabel('Title', { exact: true }).fill('Your next frames');
    await editor.getByLabel('Description').fill('Two questions, 30 points.');
    await editor.getByLabel('Points').fill('30');
    const first = editor.getByRole('group', { name: 'Question 1' });
    await first.getByLabel('Question', { exact: true }).fill('Which shape do you wear most?');
    await first.getByLabel('Choices, one per line').fill('Round\nSquare\nCat-eye');
    await editor.getByRole('button', { name: 'Add a question: Text' }).click();
    const second = editor.getByRole('group', { name: 'Question 2' });
    await second.getByLabel('Question', { exact: true }).fill('What should we stock next?');
    await second.getByLabel('Must be answered').uncheck();
    await screenshot(page, testInfo, 'console-questionnaire-new');
    await editor.getByRole('button', { name: 'Create questionnaire' }).click();

    // Its own page: a draft, never offered until it is run.
    await expect(page.getByRole('heading', { level: 1, name: 'Your next frames' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/questionnaires\/\d+$/);
    const runPanel = page.getByRole('region', { name: 'Run' });
    await expect(runPanel.getByText('Draft', { exact: true })).toBeVisible();
    const runForm = runPanel.getByRole('form', { name: 'Run the questionnaire' });
    await runForm.getByLabel('Days to offer it, from now').fill('7');
    await runForm.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The questionnaire is offered in the shop now.' })).toBeVisible();
    await expect(runPanel.getByText('Running', { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'console-questionnaire-running');

    // A shopper on a phone is offered it at once, registers and sends it.
    const context = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: base });
    await context.addInitScript(() => localStorage.setItem('optic:emailCatalogueSent', 'true'));
    const shopper = await context.newPage();
    await shopper.goto('/');
    const promo = shopper.getByRole('dialog', { name: 'A few questions for you' });
    await expect(promo).toBeVisible();
    await expect(promo.getByText('Your next frames')).toBeVisible();
    await expect(promo.getByText('Earn 30 points')).toBeVisible();
    await screenshot(shopper, testInfo, 'shop-questionnaire-promo');
    await promo.getByRole('button', { name: 'Take the questionnaire' }).click();
    const login = shopper.getByRole('dialog', { name: /Sign in/ });
    await login.getByRole('tab', { name: 'Register' }).click();
    await submitAuthForm(login, uniqueEmail(testInfo, 'console-quiz'), 'secret123', 'Register');
    await expectSignedIn(shopper);
    const form = shopper.frameLocator('iframe[title="The questionnaire\'s questions"]');
    await expect(form.getByRole('heading', { level: 1, name: 'Your next frames' })).toBeVisible();
    await form.getByRole('radio', { name: 'Cat-eye' }).check();
    await form.getByRole('textbox', { name: 'What should we stock next?' }).fill('Tortoiseshell, please');
    await form.getByRole('button', { name: 'Send my answers' }).click();
    await expect(shopper.getByRole('region', { name: 'Your reward' })).toContainText('30 points');

    // The member reads the answers counted, and downloads them.
    await page.reload();
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect(answers.getByRole('status')).toHaveText('1 customer sent their answers');
    const shapes = answers.getByRole('table', { name: /Which shape do you wear most\?/ });
    await expect(shapes.getByRole('row', { name: /Cat-eye/ })).toContainText('1');
    await expect(shapes.getByRole('row', { name: /Round/ })).toContainText('0');
    await expect(answers.getByRole('region', { name: 'What should we stock next?' })).toContainText('Tortoiseshell, please');
    await screenshot(page, testInfo, 'console-questionnaire-answers');
    const download = page.waitForEvent('download');
    await answers.getByRole('button', { name: 'Download answers (CSV)' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Which shape do you wear most?');
    expect(csv).toContain('Cat-eye');
    expect(csv).toContain('Tortoiseshell, please');

    // Its questions are fixed once answered; ended, the promo offers nothing.
    await expect(page.getByRole('form', { name: 'Questionnaire' }).getByRole('group', { name: 'Question 1' })).toBeVisible();
    await runPanel.getByRole('button', { name: 'End now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The questionnaire has ended' })).toBeVisible();
    await expect(runPanel.getByText('Ended', { exact: true })).toBeVisible();
    const later = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: base });
    await later.addInitScript(() => localStorage.setItem('optic:emailCatalogueSent', 'true'));
    const visitor = await later.newPage();
    const asked = visitor.waitForResponse((r) => r.url().includes('/api/users/pop_up_window'));
    await visitor.goto('/');
    await asked;
    await expect(visitor.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('dialog', { name: 'A few questions for you' })).toHaveCount(0);
    await later.close();
    await context.close();
  } finally {
    await shop?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
