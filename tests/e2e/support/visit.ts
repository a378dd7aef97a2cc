import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { A11yGate } from './accessibility';

/** Opens `path`, waits for its heading in the language, and has the accessibility gate check it. */
export async function visit(page: Page, a11y: A11yGate, lang: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check(page);
}
