import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

function run(cmd: string, args: string[]): void {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.error) throw new Error(`could not run ${cmd}: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
}

/**
 * Installs Debian packages with apt-get (CI runs as root); `what` names them in the error a
 * non-root user gets, with the command to run by hand.
 */
export function aptInstall(what: string, packages: string[], hint = '', options: { startNoService?: boolean } = {}): void {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${what} is not installed and this is not root, so apt-get cannot install it. ` +
        `Run as root: apt-get update && apt-get install -y ${packages.join(' ')}${hint}.`,
    );
  }
  // A package that brings a service (nginx) would start it on its default port: Debian's
  // policy-rc.d convention (exit 101) tells its scripts not to, for the length of the install.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = options.startNoService && !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', ...packages]);
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}
