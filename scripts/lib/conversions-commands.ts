import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { conversionReport, formatConversionReport } from '../../server/services/conversions/report';
import { formatTable } from './table';
import { CONVERSIONS_USAGE } from './operator-usage';

export { CONVERSIONS_USAGE };

/**
 * One command of `npm run conversions` (scripts/conversions.ts) on a built app: what it prints. A
 * refusal is thrown (an Error naming the mistake).
 */
export async function conversionsCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (!command || values.help) return CONVERSIONS_USAGE;
  if (command !== 'report') throw new Error(CONVERSIONS_USAGE);
  const days = Number(values.days ?? 7);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error(CONVERSIONS_USAGE);
  return formatConversionReport(await conversionReport(app.db, days), formatTable);
}
