/**
 * Makes sure Apertium's English to Spanish pair is installed: the offline machine translator the
 * server's translation tests run for real (services/translate/apertium.ts), and `TRANSLATOR=apertium`
 * uses. Nothing to do when `apertium` lists the eng-spa mode; otherwise installs Debian's
 * apertium-en-es with apt-get (CI runs as root).
 */
import { spawnSync } from 'node:child_process';
import { isMain } from './lib/is-main';
import { aptInstall } from './lib/apt';

export const APERTIUM_PACKAGES = ['apertium-en-es'];

/** Whether `apertium eng-spa` translates (the mode is installed). */
export function hasApertiumPair(): boolean {
  // Through a shell pipe: Apertium's script opens /dev/stdin, which Node's own stdin socket is not.
  const res = spawnSync('sh', ['-c', 'echo glasses | apertium -u eng-spa'], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.trim().length > 0;
}

export function ensureApertium(): void {
  if (hasApertiumPair()) {
    console.log('apertium: eng-spa installed');
    return;
  }
  console.log(`apertium: eng-spa missing, installing ${APERTIUM_PACKAGES.join(' ')} with apt-get`);
  aptInstall('Apertium (eng-spa)', APERTIUM_PACKAGES);
  if (!hasApertiumPair()) throw new Error('apt-get finished but apertium eng-spa still does not translate');
  console.log('apertium: installed eng-spa');
}

if (isMain(import.meta.url)) {
  try {
    ensureApertium();
  } catch (err) {
    console.error(`ensure-apertium: ${(err as Error).message}`);
    process.exit(1);
  }
}
