import { aptInstall } from './apt';
import { isMain } from './is-main';

/**
 * What the ensure-* scripts share: find the tool; when it is missing, install Debian's packages with
 * apt-get and find it again (or fail saying the install did not give it). Returns what `find`
 * found (a path, or true).
 */
export function ensureInstalled<T>(tool: {
  /** The name in the messages ('nginx', 'Apertium (eng-spa)'). */
  name: string;
  find: () => T | undefined | false;
  packages: string[];
  /** Added to the error a non-root user gets, e.g. ' (or set NGINX_PATH)'. */
  hint?: string;
  /** The packages bring a service (nginx): do not let apt start it. */
  startNoService?: boolean;
}): T {
  const found = tool.find();
  if (found) return found;
  console.log(`${tool.name}: missing, installing ${tool.packages.join(' ')} with apt-get`);
  aptInstall(tool.name, tool.packages, tool.hint, { startNoService: tool.startNoService });
  const installed = tool.find();
  if (!installed) throw new Error(`apt-get finished but ${tool.name} is still missing`);
  return installed;
}

/** Runs an ensure-* script's work when it is the command node was started with: a failure is one line and exit 1. */
export function runWhenMain(moduleUrl: string, script: string, work: () => unknown): void {
  if (!isMain(moduleUrl)) return;
  try {
    work();
  } catch (err) {
    console.error(`${script}: ${(err as Error).message}`);
    process.exit(1);
  }
}
