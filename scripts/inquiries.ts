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
import { INQUIRIES_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(INQUIRIES_CLI, async () => (await import('./lib/inquiries-commands')).inquiriesCommand);
