/**
 * `npm run support -- <command>`: the operator reads and answers the support chat's conversations
 * on the configured database (DATABASE_URL, else DATA_DIR), as the console's Support page does.
 *
 *   list [--all]                 open conversations with their unread counts, latest first (--all: closed too)
 *   show <id>                    one conversation's messages (marks them read)
 *   answer <id> --text "..."     stores the answer and mails it when an address is known (the CLI holds no
 *                                socket: a connected shopper sees it when the widget next connects)
 *   close <id>                   closes it (a new message from the shopper opens it again)
 *
 * With the embedded PGlite database, stop the server first.
 */
import { SUPPORT_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(SUPPORT_CLI, async () => (await import('./lib/support-commands')).supportCommand);
