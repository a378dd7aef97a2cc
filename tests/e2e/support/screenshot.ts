import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { gateOf } from './accessibility';

/**
 * Saves a full-page PNG named `<name>.png` in the test's output dir and attaches it to the report,
 * so a person can look at what the journey saw. Animations are stopped for a stable picture.
 * A screenshot marks an interesting state: the accessibility gate checks the page as it stands too.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const file = testInfo.outputPath(`${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await gateOf(page)?.check(page, name);
  return path.relative(process.cwd(), file);
}
