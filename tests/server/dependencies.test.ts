import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** Every source file the shop runs or builds from. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const code = ['contract', 'machines', 'src', 'server', 'scripts']
  .flatMap((dir) => sources(path.join(root, dir)))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
const scripts = Object.values(pkg.scripts).join('\n');

/** `from 'name'`, `from 'name/sub'`, `import('name')`. */
const imports = (name: string) => new RegExp(`(from|import\\()\\s*['"]${name.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`).test(code);

describe('dependencies', () => {
  it('lists only packages that the shop imports or its npm scripts run', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !imports(name) && !scripts.includes(name));
    expect(unused).toEqual([]);
  });
});
