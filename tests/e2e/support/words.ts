import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../../contract/first-screen';
import { E2E_PORT } from '../../../playwright.config';

/** The app's own catalogues (src/i18n/locales/<lng>/<ns>.json), so a journey finds controls by their words in any language. */
const LOCALES = fileURLToPath(new URL('../../../src/i18n/locales', import.meta.url));
const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(lng: string, ns: string): Record<string, unknown> {
  const key = `${lng}/${ns}`;
  let data = catalogues.get(key);
  if (!data) {
    const file = path.join(LOCALES, lng, `${ns}.json`);
    data = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    catalogues.set(key, data);
  }
  return data;
}

/** The words of `ns:key` in `lng` (English when the language lacks them), with `{{name}}` filled from `vars`. */
export function say(lng: string, nsKey: string, vars: Record<string, string | number> = {}): string {
  const [ns, key] = nsKey.split(':') as [string, string];
  for (const l of [lng, 'en']) {
    let node: unknown = catalogue(l, ns);
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === 'string') return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
  }
  throw new Error(`no words for ${nsKey} in ${lng} or en`);
}

/** Pages whose init script already mirrors the language cookie into storage (installed once). */
const mirrored = new WeakSet<Page>();

/**
 * The app speaks `lng` from the next page load on, as it would after a shopper chose it in the menu:
 * the cookie the server draws the first screen by, and the stored language (storage key
 * `optic:language`), which one init script copies from that cookie at each load. Called again, it
 * switches language: Playwright runs several init scripts in no set order, so there is only one.
 */
export async function speak(page: Page, lng: string): Promise<void> {
  // A cookie belongs to a host, not a port: both shops of playwright.config.ts see it.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lng, url: `http://127.0.0.1:${E2E_PORT}/` }]);
  if (mirrored.has(page)) return;
  mirrored.add(page);
  await page.addInitScript((cookie) => {
    const m = new RegExp(`(?:^|;\\s*)${cookie}=([a-z]{2})(?:;|$)`).exec(document.cookie);
    if (m) localStorage.setItem('optic:language', JSON.stringify(m[1]));
  }, LANGUAGE_COOKIE);
}
