/**
 * Makes sure a headless Chromium is installed for Playwright, Lighthouse and screenshots.
 * Nothing to do when CHROMIUM_PATH or /usr/bin/chromium exists; otherwise installs Debian's
 * Chromium and fonts with apt-get (CI runs as root). Never downloads a Playwright browser build:
 * the machines reach no network but the package registries.
 */
import { spawnSync } from 'node:child_process';
import { findChromium, DEBIAN_CHROMIUM } from './chromium';
import { isMain } from './lib/is-main';

export const APT_PACKAGES = ['chromium', 'fonts-noto-color-emoji', 'fonts-noto-core'];

function run(cmd: string, args: string[]): void {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.error) throw new Error(`could not run ${cmd}: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) {
    console.log(`chromium: ${found}`);
    return found;
  }
  if (process.env.CHROMIUM_PATH) console.log(`chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  console.log(`chromium: ${DEBIAN_CHROMIUM} missing, installing ${APT_PACKAGES.join(' ')} with apt-get`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed and this is not root, so apt-get cannot install it. ` +
        `Run as root: apt-get update && apt-get install -y ${APT_PACKAGES.join(' ')} (or set CHROMIUM_PATH).`,
    );
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...APT_PACKAGES]);
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
