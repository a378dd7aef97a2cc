/**
 * Makes sure nginx is installed for the cluster tests (tests/server/cluster: three server
 * processes behind nginx with deploy/nginx.conf). Nothing to do when NGINX_PATH or
 * /usr/sbin/nginx exists; otherwise installs Debian's nginx with apt-get, without starting its
 * service (the tests run their own nginx on a free port, with a configuration of their own).
 */
import fs from 'node:fs';
import { isMain } from './lib/is-main';
import { aptInstall } from './lib/apt';

export const DEBIAN_NGINX = '/usr/sbin/nginx';

export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, DEBIAN_NGINX].find((p): p is string => !!p && fs.existsSync(p));
}

export function ensureNginx(): string {
  const found = findNginx();
  if (found) {
    console.log(`nginx: ${found}`);
    return found;
  }
  console.log(`nginx: ${DEBIAN_NGINX} missing, installing Debian's nginx with apt-get`);
  aptInstall('nginx', ['nginx'], ' (or set NGINX_PATH)', { startNoService: true });
  const installed = findNginx();
  if (!installed) throw new Error(`apt-get finished but ${DEBIAN_NGINX} is still missing`);
  console.log(`nginx: installed ${installed}`);
  return installed;
}

if (isMain(import.meta.url)) {
  try {
    ensureNginx();
  } catch (err) {
    console.error(`ensure-nginx: ${(err as Error).message}`);
    process.exit(1);
  }
}
