/**
 * Makes sure nginx is installed for the cluster tests (tests/server/cluster: three server
 * processes behind nginx with deploy/nginx.conf). Nothing to do when NGINX_PATH or
 * /usr/sbin/nginx exists; otherwise installs Debian's nginx with apt-get, without starting its
 * service (the tests run their own nginx on a free port, with a configuration of their own).
 */
import fs from 'node:fs';
import { ensureInstalled, runWhenMain } from './lib/ensure';

export const DEBIAN_NGINX = '/usr/sbin/nginx';

export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, DEBIAN_NGINX].find((p): p is string => !!p && fs.existsSync(p));
}

export function ensureNginx(): string {
  const found = ensureInstalled({ name: 'nginx', find: findNginx, packages: ['nginx'], hint: ' (or set NGINX_PATH)', startNoService: true });
  console.log(`nginx: ${found}`);
  return found;
}

runWhenMain(import.meta.url, 'ensure-nginx', ensureNginx);
