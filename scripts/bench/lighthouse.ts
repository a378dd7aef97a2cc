import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromiumPath, CHROMIUM_ARGS } from '../chromium';

export interface LighthouseResult {
  url: string;
  /** 0-100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

const lighthouseCli = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli', 'index.js');

/**
 * One Lighthouse run, mobile form factor and default (simulated) throttling, performance only, in
 * Debian's headless Chromium. Runs the CLI in its own process (~12 s a page) so its memory is freed.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const args = [
      lighthouseCli,
      url,
      '--form-factor=mobile',
      '--only-categories=performance',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ];
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, CHROME_PATH: chromiumPath() },
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse ${url} exited with ${code}`);
    const lhr = JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: n('largest-contentful-paint'),
      tbtMs: n('total-blocking-time'),
      cls: n('cumulative-layout-shift'),
      fcpMs: n('first-contentful-paint'),
      speedIndexMs: n('speed-index'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The run with the median performance score (ties: the median LCP), so its figures belong together. */
export function medianRun(runs: LighthouseResult[]): LighthouseResult {
  if (!runs.length) throw new Error('no Lighthouse run');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
