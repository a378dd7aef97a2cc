/**
 * Makes sure a headless Chromium is installed for Playwright, Lighthouse and screenshots.
 * Nothing to do when CHROMIUM_PATH or /usr/bin/chromium exists; otherwise installs Debian's
 * Chromium and fonts with apt-get (CI runs as root). Never downloads a Playwright browser build:
 * the machines reach no network but the package registries.
 */
import { findChromium, DEBIAN_CHROMIUM } from './chromium';
import { isMain } from './lib/is-main';
import { aptInstall } from './lib/apt';

export const APT_PACKAGES = ['chromium', 'fonts-noto-color-emoji', 'fonts-noto-core'];

export function ensureChromium(): string {
  const found = findChromium();
  if (found) {
    console.log(`chromium: ${found}`);
    return found;
  }
  if (process.env.CHROMIUM_PATH) console.log(`chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  console.log(`chromium: ${DEBIAN_CHROMIUM} missing, installing ${APT_PACKAGES.join(' ')} with apt-get`);
  aptInstall('Chromium', APT_PACKAGES, ' (or set CHROMIUM_PATH)');
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get finished but ${DEBIAN_CHROMIUM} is still missing`);
  console.log(`chromium: installed ${installed}`);
  return installed;
}

if (isMain(import.meta.url)) {
  try {
    ensureChromium();
  } catch (err) {
    console.error(`ensure-chromium: ${(err as Error).message}`);
    process.exit(1);
  }
}
