/**
 * `npm run pages -- <command>`: the operator changes the shop's information pages and agreements
 * without a deploy (their Markdown lives in the database; the API renders and sanitizes it on the
 * next read) on the configured database (DATABASE_URL, else DATA_DIR).
 *
 *   list                                              every page and agreement: slug, address, status, version, last change, title
 *   show <slug> [--agreement]                         the page's title, description and Markdown
 *   set <slug> [--file x.md] [--title ..] [--description ..] [--agreement]
 *                                                     new text (and/or title, description): version + 1;
 *                                                     a slug that does not exist is created (needs --file and --title);
 *                                                     a new page's address is /pages/<slug> (contract/content.ts infoPagePath)
 *
 * With the embedded PGlite database, stop the server first.
 */
import { PAGES_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(PAGES_CLI, async () => (await import('./lib/pages-commands')).pagesCommand);
