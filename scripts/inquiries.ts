/**
 * `npm run inquiries -- <command>`: the operator reads and answers the contact form's messages
 * (POST api/contractUs/addInquiry) on the configured database (DATABASE_URL, else DATA_DIR).
 *
 *   list [--all] [--limit 50]        open inquiries, newest first (--all: answered ones too)
 *   show <id>                        one inquiry in full
 *   answer <id> --text "..."         mails the answer to the sender and marks the inquiry answered
 *
 * With the embedded PGlite database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { answerInquiry, getInquiry, inquiryRef, lensInquiryFacts, listInquiries } from '../server/services/content/inquiries';
import { withOperatorApp } from './lib/operator';
import { formatTable } from './lib/table';

const USAGE = `usage: npm run inquiries -- <list|show|answer> [id] [options]
  list [--all] [--limit N]
  show <id>
  answer <id> --text "Your answer"`;

function idOf(ref: string | undefined): number {
  const id = Number(String(ref ?? '').replace(/^#/, ''));
  if (!Number.isInteger(id) || id < 1) throw new Error(USAGE);
  return id;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { all: { type: 'boolean' }, limit: { type: 'string' }, text: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ref] = positionals;
  if (!command || values.help || !['list', 'show', 'answer'].includes(command)) {
    console.log(USAGE);
    if (command && !values.help) process.exitCode = 1;
    return;
  }
  await withOperatorApp(async (app) => {
    if (command === 'list') {
      const rows = await listInquiries(app.db, { all: values.all ?? false, limit: Number(values.limit ?? 50) });
      console.log(rows.length
        ? formatTable(['id', 'kind', 'status', 'received', 'from', 'order', 'subject'],
          rows.map((r) => [inquiryRef(r.id), r.kind, r.status, r.createdAt.toISOString(), `${r.name} <${r.email}>`, r.orderNo ?? '', r.subject]))
        : values.all ? 'no inquiries' : 'no open inquiries');
      return;
    }
    const id = idOf(ref);
    if (command === 'show') {
      const r = await getInquiry(app.db, id);
      console.log(`${inquiryRef(r.id)}  ${r.status}  received ${r.createdAt.toISOString()}`);
      console.log(`From:    ${r.name} <${r.email}>${r.userId ? ` (customer ${r.userId})` : ''}`);
      if (r.orderNo) console.log(`Order:   ${r.orderNo}`);
      if (r.kind === 'lens' && r.details) console.log(lensInquiryFacts(r.details).join('\n'));
      console.log(`Subject: ${r.subject}\n\n${r.message}`);
      if (r.answer) console.log(`\n--- answered ${r.answeredAt?.toISOString() ?? ''}\n${r.answer}`);
      return;
    }
    if (!values.text?.trim()) throw new Error('answer needs --text "..."');
    const r = await answerInquiry(app, id, values.text);
    console.log(`${inquiryRef(r.id)}: answered, mailed to ${r.email}`);
  });
}

void main();
