/**
 * Makes sure a headless Chromium is installed for Playwright, Lighthouse and screenshots.
 * Nothing to do when CHROMIUM_PATH or /usr/bin/chromium exists; otherwise installs Debian's
 * Chromium and fonts with apt-get (CI runs as root). Never downloads a Playwright browser build:
 * the machines reach no network but the package registries.
 */
import { findChromium } from './chromium';
import { ensureInstalled, runWhenMain } from './lib/ensure';

export const APT_PACKAGES = ['chromium', 'fonts-noto-color-emoji', 'fonts-noto-core'];

export function ensureChromium(): string {
  if (!findChromium() && process.env.CHROMIUM_PATH) console.log(`chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  const found = ensureInstalled({ name: 'chromium', find: () => findChromium(), packages: APT_PACKAGES, hint: ' (or set CHROMIUM_PATH)' });
  console.log(`chromium: ${found}`);
  return found;
}

runWhenMain(import.meta.url, 'ensure-chromium', ensureChromium);
