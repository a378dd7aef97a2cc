import type { FastifyInstance } from 'fastify';

/** One command of an operator's CLI on a built app: what it prints (a refusal is thrown). */
export type OperatorCommand = (app: FastifyInstance, argv: string[]) => Promise<string>;

/**
 * Runs an operator's CLI from process.argv: without a command (or with --help) it prints `usage`
 * and loads nothing else; otherwise it loads the commands and runs one on the operator's app
 * (lib/operator-app.ts: the configured database, migrated; a refusal printed, exit code 1).
 */
export async function operatorCli(usage: string, loadCommand: () => Promise<OperatorCommand>): Promise<void> {
  const argv = process.argv.slice(2);
  if (!argv.some((a) => !a.startsWith('-')) || argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const [command, { withOperatorApp }] = await Promise.all([loadCommand(), import('./operator-app')]);
  await withOperatorApp(async (app) => {
    console.log(await command(app, argv));
  });
}
