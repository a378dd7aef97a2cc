/**
 * `npm run machines:export [dir]`: imports every `*.machine.ts` of `machines/` and its folders
 * (`machines/payment/` holds the machine of each payment method), finds the exported XState
 * machines and writes each definition (`machine.toJSON()`) to `machines-json/<id>.json`, ready to
 * import into the Stately visualizer. The output folder is rebuilt on each run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/build';

interface MachineLike {
  id: string;
  root: unknown;
  toJSON(): unknown;
  provide(...args: unknown[]): unknown;
}

/** A machine from createMachine()/setup().createMachine(); an actor or a config object is not one. */
export function isMachine(value: unknown): value is MachineLike {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<MachineLike>;
  return typeof v.id === 'string' && typeof v.toJSON === 'function' && typeof v.provide === 'function' && 'root' in v;
}

export interface Exported {
  id: string;
  file: string;
  out: string;
}

/** The `*.machine.ts` files under `dir`, its folders included, as paths relative to it. */
function machineFiles(dir: string, under = ''): string[] {
  return fs
    .readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(under, entry.name);
      if (entry.isDirectory()) return machineFiles(dir, file);
      return entry.name.endsWith('.machine.ts') ? [file] : [];
    })
    .sort();
}

export async function exportMachines(machinesDir: string, outDir: string): Promise<Exported[]> {
  const files = fs.existsSync(machinesDir) ? machineFiles(machinesDir) : [];
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const exported: Exported[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<string, unknown>;
    const machines = new Set(Object.values(mod).filter(isMachine));
    if (machines.size === 0) console.warn(`machines:export: ${file} exports no machine`);
    for (const machine of machines) {
      const clash = exported.find((e) => e.id === machine.id);
      if (clash) throw new Error(`machine id "${machine.id}" is used by ${clash.file} and ${file}`);
      const out = path.join(outDir, `${machine.id}.json`);
      fs.writeFileSync(out, `${JSON.stringify(machine.toJSON(), null, 2)}\n`);
      exported.push({ id: machine.id, file, out: path.relative(ROOT, out) });
    }
  }
  return exported;
}

const machinesDir = path.resolve(ROOT, process.argv[2] ?? 'machines');
const outDir = path.join(ROOT, 'machines-json');
exportMachines(machinesDir, outDir)
  .then((exported) => {
    if (exported.length === 0) {
      console.log(`machines:export: no machines in ${path.relative(ROOT, machinesDir) || '.'}`);
      return;
    }
    const width = Math.max(...exported.map((e) => e.id.length));
    for (const e of exported) console.log(`${e.id.padEnd(width)}  ${e.out}  (from ${e.file})`);
    console.log(`machines:export: ${exported.length} machine(s) written; import a file at stately.ai/viz`);
  })
  .catch((err) => {
    console.error(`machines:export: ${(err as Error).message}`);
    process.exit(1);
  });
