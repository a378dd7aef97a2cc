import type { FastifyInstance } from 'fastify';
import type { OperatorCliSpec } from './operator-usage';

/**
 * One command of an operator's CLI on a built app: what it prints (a refusal is thrown), or what it
 * prints with the exit code it ends with (a report that names a failure, e.g. a translator down).
 */
export type OperatorCommand = (app: FastifyInstance, argv: string[]) => Promise<string | { output: string; exitCode: number }>;

/**
 * Runs an operator's CLI (scripts/<name>.ts) from process.argv, every one the same way:
 * - without a command, or with --help, it prints the usage and loads nothing else (exit 0);
 * - a command it does not have: the usage on stderr, exit 1, nothing loaded;
 * - otherwise it loads the commands and runs the one asked on the operator's app (lib/operator.ts:
 *   the configured database, migrated; a refusal printed in a line, exit 1; everything closed).
 */
export async function operatorCli(cli: OperatorCliSpec, loadCommand: () => Promise<OperatorCommand>, argv = process.argv.slice(2)): Promise<void> {
  const command = argv.find((a) => !a.startsWith('-'));
  if (!command || argv.includes('--help') || argv.includes('-h')) {
    console.log(cli.usage);
    return;
  }
  if (!cli.commands.includes(command)) {
    console.error(cli.usage);
    process.exitCode = 1;
    return;
  }
  const [run, { withOperatorApp }] = await Promise.all([loadCommand(), import('./operator')]);
  await withOperatorApp(async (app) => {
    const result = await run(app, argv);
    if (typeof result === 'string') {
      console.log(result);
    } else {
      console.log(result.output);
      process.exitCode = result.exitCode;
    }
  });
}

/** An id as the operator types it (`12` or `#12`); anything else is refused with the CLI's usage. */
export function idArg(ref: string | undefined, usage: string): number {
  const id = Number(String(ref ?? '').replace(/^#/, ''));
  if (!Number.isInteger(id) || id < 1) throw new Error(usage);
  return id;
}
