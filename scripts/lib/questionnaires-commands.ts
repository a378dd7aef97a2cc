import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { endQuestionnaire, listQuestionnaires, runQuestionnaire, type OperatorQuestionnaire } from '../../server/services/questionnaires/operator';
import { formatTable } from './table';
import { QUESTIONNAIRES_USAGE } from './operator-usage';
import { idArg } from './operator-cli';

export { QUESTIONNAIRES_USAGE };

const day = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 16);
const line = (q: OperatorQuestionnaire) => `#${q.id} ${q.title}: ${q.run}, ${day(q.startsAt)} to ${day(q.endsAt)} UTC`;

/**
 * One command of `npm run questionnaires` (scripts/questionnaires.ts) on a built app: what it
 * prints. A refusal is thrown (the API's error, or an Error naming the mistake).
 */
export async function questionnairesCommand(app: FastifyInstance, argv: string[], now = new Date()): Promise<string> {
  const { positionals, values: flags } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ref] = positionals;
  if (!command || flags.help) return QUESTIONNAIRES_USAGE;
  if (command === 'list') {
    const rows = await listQuestionnaires(app.db, now);
    if (!rows.length) return 'no questionnaires';
    return formatTable(
      ['id', 'run', 'starts (UTC)', 'ends (UTC)', 'sent', 'title'],
      rows.map((q) => [`#${q.id}`, q.run, day(q.startsAt), day(q.endsAt), String(q.submitted), q.title]),
    );
  }
  if (command === 'end') return line(await endQuestionnaire(app.db, idArg(ref, QUESTIONNAIRES_USAGE), now));
  if (command === 'run') {
    if (flags.days === undefined) throw new Error('run needs --days N');
    return line(await runQuestionnaire(app.db, idArg(ref, QUESTIONNAIRES_USAGE), now, Number(flags.days)));
  }
  throw new Error(QUESTIONNAIRES_USAGE);
}
