import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { checkSupportText } from '../../contract/support';
import { addAgentMessage, closeConversation, listConversations, openForAgent } from '../../server/services/support/conversations';
import { mailAnswer } from '../../server/services/support/answer-mail';
import { formatTable } from './table';
import { SUPPORT_USAGE } from './operator-usage';
import { idArg } from './operator-cli';

export { SUPPORT_USAGE };

/**
 * One command of `npm run support` (scripts/support.ts) on a built app, as the console's Support page does:
 * what it prints. A refusal is thrown (an Error naming the mistake).
 */
export async function supportCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { all: { type: 'boolean' }, text: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ref] = positionals;
  if (!command || values.help) return SUPPORT_USAGE;
  if (command === 'list') {
    const rows = await listConversations(app.db, { includeClosed: values.all ?? false });
    return rows.length
      ? formatTable(
          ['id', 'status', 'unread', 'updated', 'who', 'last message'],
          rows.map((c) => [String(c.id), c.status, String(c.unread), c.updated_at, c.email ?? c.who, c.last_text.slice(0, 60)]),
        )
      : 'no open conversations';
  }
  if (!['show', 'answer', 'close'].includes(command)) throw new Error(SUPPORT_USAGE);
  const id = idArg(ref, SUPPORT_USAGE);
  if (command === 'show') {
    const opened = await openForAgent(app.db, id);
    if (!opened) throw new Error(`no conversation ${id}`);
    return [
      `#${id}  ${opened.conversation.status}  ${opened.conversation.email ?? opened.conversation.who}`,
      ...opened.messages.map((m) => `${m.created_at}  ${m.from === 'agent' ? 'agent  ' : 'shopper'}  ${m.text}`),
    ].join('\n');
  }
  if (command === 'close') {
    if (!(await closeConversation(app.db, id))) throw new Error(`no conversation ${id}`);
    return `#${id}: closed`;
  }
  const checked = checkSupportText(values.text);
  if (!checked.ok) throw new Error('answer needs --text "..." (at most 1000 characters)');
  const answered = await addAgentMessage(app.db, id, checked.text);
  if (!answered) throw new Error(`no conversation ${id}`);
  if (answered.email) await mailAnswer(app, answered.email, checked.text);
  return `#${id}: answered${answered.email ? `, mailed to ${answered.email}` : ' (no address to mail it to)'}`;
}
