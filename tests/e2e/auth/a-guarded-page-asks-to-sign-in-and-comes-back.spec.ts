import { test, expect } from '../support';
import { DEMO, expectSignedIn, submitAuthForm } from '../support/shop';

test('my account asks a visitor to sign in, then comes back to it with the greeting', async ({ page }) => {
  await page.goto('/account/my-account');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Fmy-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or register' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

  await submitAuthForm(page.getByRole('tabpanel'), DEMO.email, DEMO.password);

  await expect(page).toHaveURL(/\/account\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByText(DEMO.email, { exact: true })).toBeVisible();
  await expectSignedIn(page);
});
