/**
 * `npm test`: every test layer in order, streaming each step's output, stopping at the first
 * failure. Ends with one table of steps and the plain line `N passed, M failed` (tests counted
 * from Vitest's and Playwright's JSON reports; a step that failed without a failing test, such as
 * the type check or the build, counts as one failure).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './lib/build';
import { formatTable } from './lib/table';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed on a retry (journeys only): counted as passed, named in the step's table cell. */
  flaky?: number;
}

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the test counts after the step ran (from its JSON report). */
  counts?: () => Counts | undefined;
  /** Skipped (not run) unless this is true. */
  when?: boolean;
}

interface StepResult {
  name: string;
  status: 'pass' | 'FAIL' | 'skipped' | 'not run';
  ms: number;
  /** CPU seconds the step's processes used (Linux), so `cpu / wall` tells how busy the cores were. */
  cpu?: number;
  counts?: Counts;
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const tsx = (script: string) => [process.execPath, '--import', 'tsx', script];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-all-'));

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** One step of one or more Vitest projects (run together, one report). */
function vitestStep(name: string, projects: string[] = [name]): Step {
  const report = path.join(reportDir, `vitest-${name}.json`);
  return {
    name,
    command: [
      bin('vitest'),
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counts: () => {
      const r = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(report);
      // No report: no test file ran (e.g. an empty project), which --passWithNoTests accepts.
      if (!r) return { passed: 0, failed: 0, skipped: 0 };
      return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    },
  };
}

function playwrightStep(): Step {
  const report = path.join(reportDir, 'playwright.json');
  return {
    name: 'e2e',
    command: [bin('playwright'), 'test', '--pass-with-no-tests', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, E2E_RETRIES: process.env.E2E_RETRIES ?? '1' },
    counts: () => {
      const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(report);
      if (!r) return undefined;
      // A flaky test passed on its retry (npm test retries once); Playwright's own summary names it.
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped, flaky: r.stats.flaky };
    },
  };
}

const steps: Step[] = [
  {
    name: 'services',
    command: tsx('scripts/check-services.ts'),
    when: !!(process.env.DATABASE_URL || process.env.REDIS_URL),
  },
  // Lint fails on an error only (a warning is printed and passes); format fails on any file
  // Prettier would change; typecheck runs each runtime's tsconfig (scripts/typecheck.ts).
  { name: 'lint', command: [bin('eslint'), '.'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'] },
  { name: 'typecheck', command: tsx('scripts/typecheck.ts') },
  vitestStep('unit', ['unit', 'unit-dom']),
  vitestStep('model'),
  // The translation tests run Apertium for real (scripts/ensure-apertium.ts installs Debian's pair).
  { name: 'apertium', command: tsx('scripts/ensure-apertium.ts') },
  // The cluster tests (PostgreSQL and Redis only) run three servers behind Debian's nginx.
  { name: 'nginx', command: tsx('scripts/ensure-nginx.ts'), when: !!(process.env.DATABASE_URL && process.env.REDIS_URL) },
  vitestStep('server'),
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'chromium', command: tsx('scripts/ensure-chromium.ts') },
  playwrightStep(),
];

let current: ReturnType<typeof spawn> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.kill(signal);
    fs.rmSync(reportDir, { recursive: true, force: true });
    process.exit(130);
  });
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    current = spawn(cmd!, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
    current.on('error', (err) => {
      console.error(`${step.name}: could not start ${cmd}: ${err.message}`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * CPU seconds (user + system) of this process's finished children, from /proc/self/stat (cutime,
 * cstime in clock ticks of 1/100 s); undefined off Linux. A child's own waited-for children count too.
 */
function childCpuSeconds(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const shortArg = (a: string) => (a === process.execPath ? 'node' : a.startsWith(`${ROOT}/`) ? path.relative(ROOT, a) : a);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

function printSummary(results: StepResult[]): Counts {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const rows = results.map((r) => {
    const c = r.counts;
    if (c) {
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    if (r.status === 'FAIL' && !c?.failed) total.failed += 1;
    const tests = c
      ? `${c.passed} passed${c.flaky ? ` (${c.flaky} flaky)` : ''}, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
      : '';
    const ran = r.status === 'pass' || r.status === 'FAIL';
    // CPU time and how many of the cores it kept busy on average.
    const cpu = ran && r.cpu !== undefined ? `${r.cpu.toFixed(0)}s (${(r.cpu / Math.max(r.ms / 1000, 0.001)).toFixed(1)}x)` : '';
    return [r.name, r.status, ran ? seconds(r.ms) : '', cpu, tests];
  });
  console.log(`\n${'='.repeat(20)} npm test summary ${'='.repeat(20)}`);
  console.log(formatTable(['step', 'result', 'time', 'cpu', 'tests'], rows));
  return total;
}

/** `npm test -- --only=unit,server` runs just those steps (for local use; CI runs all). */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
if (only) {
  const unknown = only.filter((name) => !steps.some((s) => s.name === name));
  if (unknown.length) {
    console.error(`unknown step(s): ${unknown.join(', ')}; steps: ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  for (const step of steps) if (!only.includes(step.name)) step.when = false;
}

async function main(): Promise<number> {
  const results: StepResult[] = [];
  let failed = false;
  const started = Date.now();
  for (const step of steps) {
    if (step.when === false) {
      results.push({ name: step.name, status: 'skipped', ms: 0 });
      continue;
    }
    if (failed) {
      results.push({ name: step.name, status: 'not run', ms: 0 });
      continue;
    }
    console.log(`\n>>> ${step.name}: ${step.command.map(shortArg).join(' ')}\n`);
    const t0 = Date.now();
    const cpu0 = childCpuSeconds();
    const code = await run(step);
    const ms = Date.now() - t0;
    const cpu1 = childCpuSeconds();
    const cpu = cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : undefined;
    const counts = step.counts?.();
    const ok = code === 0;
    results.push({ name: step.name, status: ok ? 'pass' : 'FAIL', ms, cpu, counts });
    if (!ok) {
      console.error(`\n>>> ${step.name} failed (exit ${code}); later steps are not run.`);
      failed = true;
    }
  }
  const total = printSummary(results);
  console.log(`total ${seconds(Date.now() - started)}\n`);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return failed ? 1 : 0;
}

main()
  .then((code) => {
    fs.rmSync(reportDir, { recursive: true, force: true });
    process.exit(code);
  })
  .catch((err) => {
    console.error(err);
    fs.rmSync(reportDir, { recursive: true, force: true });
    process.exit(1);
  });
