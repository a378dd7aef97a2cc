/**
 * Makes sure Apertium's English to Spanish pair is installed: the offline machine translator the
 * server's translation tests run for real (services/translate/apertium.ts), and `TRANSLATOR=apertium`
 * uses. Nothing to do when `apertium` lists the eng-spa mode; otherwise installs Debian's
 * apertium-en-es with apt-get (CI runs as root).
 */
import { spawnSync } from 'node:child_process';
import { ensureInstalled, runWhenMain } from './lib/ensure';

export const APERTIUM_PACKAGES = ['apertium-en-es'];

/** Whether `apertium eng-spa` translates (the mode is installed). */
export function hasApertiumPair(): boolean {
  // Through a shell pipe: Apertium's script opens /dev/stdin, which Node's own stdin socket is not.
  const res = spawnSync('sh', ['-c', 'echo glasses | apertium -u eng-spa'], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.trim().length > 0;
}

export function ensureApertium(): void {
  ensureInstalled({ name: 'Apertium (eng-spa)', find: hasApertiumPair, packages: APERTIUM_PACKAGES });
  console.log('apertium: eng-spa installed');
}

runWhenMain(import.meta.url, 'ensure-apertium', ensureApertium);
