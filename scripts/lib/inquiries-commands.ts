import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { answerInquiry, getInquiry, inquiryRef, lensInquiryFacts, listInquiries } from '../../server/services/content/inquiries';
import { formatTable } from './table';
import { INQUIRIES_USAGE } from './operator-usage';
import { idArg } from './operator-cli';

export { INQUIRIES_USAGE };

/**
 * One command of `npm run inquiries` (scripts/inquiries.ts) on a built app: what it prints. A
 * refusal is thrown (the API's error, or an Error naming the mistake).
 */
export async function inquiriesCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: 'boolean' }, limit: { type: 'string' }, text: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ref] = positionals;
  if (!command || values.help) return INQUIRIES_USAGE;
  if (command === 'list') {
    const rows = await listInquiries(app.db, { all: values.all ?? false, limit: Number(values.limit ?? 50) });
    return rows.length
      ? formatTable(
          ['id', 'kind', 'status', 'received', 'from', 'order', 'subject'],
          rows.map((r) => [inquiryRef(r.id), r.kind, r.status, r.createdAt.toISOString(), `${r.name} <${r.email}>`, r.orderNo ?? '', r.subject]),
        )
      : values.all
        ? 'no inquiries'
        : 'no open inquiries';
  }
  if (command !== 'show' && command !== 'answer') throw new Error(INQUIRIES_USAGE);
  const id = idArg(ref, INQUIRIES_USAGE);
  if (command === 'show') {
    const r = await getInquiry(app.db, id);
    const out = [`${inquiryRef(r.id)}  ${r.status}  received ${r.createdAt.toISOString()}`];
    out.push(`From:    ${r.name} <${r.email}>${r.userId ? ` (customer ${r.userId})` : ''}`);
    if (r.orderNo) out.push(`Order:   ${r.orderNo}`);
    if (r.kind === 'lens' && r.details) out.push(lensInquiryFacts(r.details).join('\n'));
    out.push(`Subject: ${r.subject}\n\n${r.message}`);
    if (r.answer) out.push(`\n--- answered ${r.answeredAt?.toISOString() ?? ''}\n${r.answer}`);
    return out.join('\n');
  }
  if (!values.text?.trim()) throw new Error('answer needs --text "..."');
  const r = await answerInquiry(app, id, values.text);
  return `${inquiryRef(r.id)}: answered, mailed to ${r.email}`;
}
