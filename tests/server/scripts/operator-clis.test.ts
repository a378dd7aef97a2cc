import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONVERSIONS_CLI,
  INQUIRIES_CLI,
  LIVE_CLI,
  ORDERS_CLI,
  PAGES_CLI,
  QUESTIONNAIRES_CLI,
  STAFF_CLI,
  SUPPORT_CLI,
  TRANSLATE_CLI,
  WHOLESALE_CLI,
  type OperatorCliSpec,
} from '../../../scripts/lib/operator-usage';

const CLIS: Record<string, OperatorCliSpec> = {
  orders: ORDERS_CLI,
  live: LIVE_CLI,
  wholesale: WHOLESALE_CLI,
  conversions: CONVERSIONS_CLI,
  translate: TRANSLATE_CLI,
  inquiries: INQUIRIES_CLI,
  questionnaires: QUESTIONNAIRES_CLI,
  support: SUPPORT_CLI,
  pages: PAGES_CLI,
  staff: STAFF_CLI,
};

function runScript(script: string, argv: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...argv], { env, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d;
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Every operator's CLI has one shape (scripts/lib/operator-cli.ts): the usage without loading anything, an unknown command refused. */
describe('the operator CLIs, as `npm run <name>` runs them', () => {
  it('print their usage without a command or with --help (exit 0), and refuse an unknown command with it (exit 1), opening no database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-clis-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      await Promise.all(
        Object.entries(CLIS).map(async ([script, cli]) => {
          for (const argv of [[], ['--help']]) {
            const usage = await runScript(script, argv, env);
            expect([script, argv, usage.status, usage.stdout.trim()], usage.stderr).toEqual([script, argv, 0, cli.usage]);
          }
          const unknown = await runScript(script, ['no-such-command', '1'], env);
          expect([script, unknown.status, unknown.stdout, unknown.stderr.trim()]).toEqual([script, 1, '', cli.usage]);
        }),
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
