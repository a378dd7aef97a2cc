/**
 * `npm run support -- <command>`: the operator reads and answers the support chat's conversations
 * on the configured database (DATABASE_URL, else DATA_DIR), as the agent page does.
 *
 *   list [--all]                 open conversations with their unread counts, latest first (--all: closed too)
 *   show <id>                    one conversation's messages (marks them read)
 *   answer <id> --text "..."     stores the answer and mails it when an address is known (the CLI holds no
 *                                socket: a connected shopper sees it when the widget next connects)
 *   close <id>                   closes it (a new message from the shopper opens it again)
 *
 * With the embedded PGlite database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { checkSupportText } from '../contract/support';
import { addAgentMessage, closeConversation, listConversations, openForAgent } from '../server/services/support/conversations';
import { mailAnswer } from '../server/services/support/answer-mail';
import { withOperatorApp } from './lib/operator';
import { formatTable } from './lib/table';

const USAGE = `usage: npm run support -- <list|show|answer|close> [id] [options]
  list [--all]
  show <id>
  answer <id> --text "Your answer"
  close <id>`;

function idOf(ref: string | undefined): number {
  const id = Number(String(ref ?? '').replace(/^#/, ''));
  if (!Number.isInteger(id) || id < 1) throw new Error(USAGE);
  return id;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { all: { type: 'boolean' }, text: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ref] = positionals;
  if (!command || values.help || !['list', 'show', 'answer', 'close'].includes(command)) {
    console.log(USAGE);
    if (command && !values.help) process.exitCode = 1;
    return;
  }
  await withOperatorApp(async (app) => {
    if (command === 'list') {
      const rows = await listConversations(app.db, { includeClosed: values.all ?? false });
      console.log(rows.length
        ? formatTable(['id', 'status', 'unread', 'updated', 'who', 'last message'],
          rows.map((c) => [String(c.id), c.status, String(c.unread), c.updated_at, c.email ?? c.who, c.last_text.slice(0, 60)]))
        : 'no open conversations');
      return;
    }
    const id = idOf(ref);
    if (command === 'show') {
      const opened = await openForAgent(app.db, id);
      if (!opened) throw new Error(`no conversation ${id}`);
      console.log(`#${id}  ${opened.conversation.status}  ${opened.conversation.email ?? opened.conversation.who}`);
      for (const m of opened.messages) console.log(`${m.created_at}  ${m.from === 'agent' ? 'agent  ' : 'shopper'}  ${m.text}`);
      return;
    }
    if (command === 'close') {
      if (!(await closeConversation(app.db, id))) throw new Error(`no conversation ${id}`);
      console.log(`#${id}: closed`);
      return;
    }
    const checked = checkSupportText(values.text);
    if (!checked.ok) throw new Error('answer needs --text "..." (at most 1000 characters)');
    const answered = await addAgentMessage(app.db, id, checked.text);
    if (!answered) throw new Error(`no conversation ${id}`);
    if (answered.email) await mailAnswer(app, answered.email, checked.text);
    console.log(`#${id}: answered${answered.email ? `, mailed to ${answered.email}` : ' (no address to mail it to)'}`);
  });
}

void main();
