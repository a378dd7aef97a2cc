import { test, expect, screenshot } from '../support';
import { countRequests, expectSignedIn, submitAuthForm, uniqueEmail, waitForToken } from '../support/shop';

// This journey runs in the shop that runs the seed's questionnaires (playwright.config.ts: the
// other journeys run in one whose operator ended them).

test('the questionnaire promo shows once, not again within 24 h, and a submitted questionnaire grants its reward visible in my-points', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, 'questionnaire');
  const promo = page.getByRole('dialog', { name: 'A few questions for you' });

  // A visitor arrives at /: the promo shows, with the questionnaire and its reward.
  await page.goto('/');
  await waitForToken(page);
  await expect(promo).toBeVisible();
  await expect(promo.getByText('How do you choose your glasses?')).toBeVisible();
  await expect(promo.getByText('Earn 50 points')).toBeVisible();
  await expect(promo.getByRole('img', { name: 'Glasses beside a checklist' })).toBeVisible();
  await screenshot(page, testInfo, 'questionnaire-promo');
  await promo.getByRole('button', { name: 'Not now' }).click();
  await expect(promo).toHaveCount(0);

  // Shown once: the suppression holds for 24 hours, so / neither shows nor asks again.
  const until = await page.evaluate(() => Number(localStorage.getItem('optic:questionnaireSuppressedUntil')));
  expect(until - Date.now()).toBeGreaterThan(86_400_000 - 120_000);
  expect(until - Date.now()).toBeLessThanOrEqual(86_400_000);
  const checks = countRequests(page, '/api/users/pop_up_window');
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Cart' }).first().click();
  await expect(page).toHaveURL('/cart');
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.waitForTimeout(1_500);
  await expect(promo).toHaveCount(0);
  expect(checks.count).toBe(0);

  // A day later (the suppression ran out) it comes back.
  await page.evaluate(() => localStorage.setItem('optic:questionnaireSuppressedUntil', String(Date.now() - 1)));
  await page.reload();
  await expect(promo).toBeVisible();

  // A visitor taking it signs in first (here: registers), then the questionnaire opens in the iframe.
  await promo.getByRole('button', { name: 'Take the questionnaire' }).click();
  const login = page.getByRole('dialog', { name: /Sign in/ });
  await expect(login).toBeVisible();
  await login.getByRole('tab', { name: 'Register' }).click();
  await submitAuthForm(login, email, 'secret123', 'Register');
  await expectSignedIn(page);
  const sheet = page.getByRole('dialog', { name: 'Questionnaire' });
  await expect(sheet).toBeVisible();
  const form = page.frameLocator('iframe[title="The questionnaire\'s questions"]');
  await expect(form.getByRole('heading', { level: 1, name: 'How do you choose your glasses?' })).toBeVisible();

  // Sending it unanswered says which answers are needed.
  await form.getByRole('button', { name: 'Send my answers' }).click();
  await expect(form.getByText('Please answer this question')).toHaveCount(3);
  await screenshot(page, testInfo, 'questionnaire-iframe-required');

  // Part of it, saved for later; then the rest, and sent.
  await form.getByRole('radio', { name: 'All day' }).check();
  await form.getByRole('checkbox', { name: 'Comfort and fit' }).check();
  await form.getByRole('checkbox', { name: 'Light weight' }).check();
  await form.getByRole('button', { name: 'Save and finish later' }).click();
  await expect(form.getByText('Your answers are saved.')).toBeVisible();
  await form.getByRole('radio', { name: '4 of 5' }).check();
  await form.getByRole('textbox', { name: 'What would you like us to stock next?' }).fill('More titanium frames, please');
  await screenshot(page, testInfo, 'questionnaire-iframe-answered');
  await form.getByRole('button', { name: 'Send my answers' }).click();

  // The page that framed it thanks the customer and shows the reward.
  await expect(page).toHaveURL('/question-complete/1');
  await expect(page.getByText('Thank you, your answers are in')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your reward' })).toContainText('50 points');
  await screenshot(page, testInfo, 'question-complete');

  // The points are in my-points.
  await page.getByRole('link', { name: 'See my points' }).click();
  await expect(page).toHaveURL('/account/my-points');
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('50 points');
  await expect(page.getByRole('list', { name: 'Points history' })).toContainText('Questionnaire answered');
  await expect(page.getByRole('list', { name: 'Points history' })).toContainText('+50');

  // My questionnaires: this one answered, the next one new.
  await page.goto('/account/my-questionnaire');
  await expect(page.getByRole('listitem', { name: 'How do you choose your glasses?' })).toContainText('Answered');
  await expect(page.getByRole('listitem', { name: 'Tell us about your lenses' })).toContainText('New');
  await expect(page.getByRole('listitem', { name: 'Spring sunglasses poll' })).toContainText('Closed');
  await screenshot(page, testInfo, 'my-questionnaire');
});
