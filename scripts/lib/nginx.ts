import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { findNginx } from '../ensure-nginx';
import { waitForHttp } from './server';

/**
 * The repository's deploy/nginx.conf as an operator runs it, made to run here: its upstream is
 * the given local ports instead of compose's names, it listens on `port` of 127.0.0.1, and its
 * pid, logs and temporary files live in a folder of its own. Everything else (timeouts, the next
 * upstream on a refusal, WebSocket upgrades, headers) is the file as committed.
 */
export interface Upstream {
  port: number;
  /** Taken out of the rotation (nginx's `down`), as an operator does before stopping it. */
  down?: boolean;
}

export function renderNginxConf(upstreams: Upstream[], port: number, dir: string): string {
  const conf = fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
  const servers = /upstream shop \{\n((?:\s*server .*\n)+)/.exec(conf);
  const listen = /^(\s*)listen 80;$/m;
  if (!servers || !listen.test(conf)) throw new Error('deploy/nginx.conf: no `upstream shop` with servers, or no `listen 80;`');
  const line = /^(\s*)server \S+ (.*);$/m.exec(servers[1]!)!;
  const upstream = upstreams.map((u) => `${line[1]}server 127.0.0.1:${u.port} ${line[2]}${u.down ? ' down' : ''};\n`).join('');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`).join('\n');
  return conf
    .replace(servers[1]!, upstream)
    .replace(listen, `$1listen 127.0.0.1:${port};`)
    .replace(/^http \{$/m, `http {\n  access_log off;\n${temp}`);
}

export interface Nginx {
  url: string;
  child: ChildProcess;
  /** Rewrites the upstream and reloads nginx (SIGHUP); resolves once the new workers serve. */
  setUpstreams(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
}

/** nginx (Debian's, scripts/ensure-nginx.ts) in front of the given ports, in the foreground. */
export async function startNginx(upstreams: Upstream[], port: number): Promise<Nginx> {
  const bin = findNginx();
  if (!bin) throw new Error('nginx is not installed: node --import tsx scripts/ensure-nginx.ts');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const write = (list: Upstream[]) => fs.writeFileSync(path.join(dir, 'nginx.conf'), renderNginxConf(list, port, dir));
  write(upstreams);
  const child = spawn(
    bin,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', `daemon off; pid ${dir}/nginx.pid;`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/healthz`, 15_000, exited);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${stderr || (err as Error).message}`);
  }
  return {
    url,
    child,
    async setUpstreams(list) {
      write(list);
      child.kill('SIGHUP');
      // The reload starts new workers and lets the old ones finish what they hold; a moment is enough here.
      await new Promise((r) => setTimeout(r, 1000));
    },
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      if (process.env.CLUSTER_DEBUG) process.stderr.write(fs.readFileSync(path.join(dir, 'error.log'), 'utf8'));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
