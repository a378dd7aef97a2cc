import fs from 'node:fs';

/** Where Debian puts its Chromium; CI installs it there (scripts/ensure-chromium.ts). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for every headless Chromium we start (Playwright, Lighthouse, screenshots): we run as root
 * in containers without a GPU, and nothing may phone home (the machines reach no network).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone every journey, screenshot and look at the app uses. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

/** The Chromium to use, or undefined when none is installed: CHROMIUM_PATH wins, else Debian's. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, DEBIAN_CHROMIUM].filter((p): p is string => !!p);
  return candidates.find((p) => fs.existsSync(p));
}

/** The Chromium to use; throws with the fix when none is installed. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const found = findChromium(env);
  if (!found) {
    throw new Error(
      `No Chromium found (CHROMIUM_PATH=${env.CHROMIUM_PATH ?? 'unset'}, ${DEBIAN_CHROMIUM} missing). ` +
        'Run `node --import tsx scripts/ensure-chromium.ts` (as root) or set CHROMIUM_PATH.',
    );
  }
  return found;
}
