/**
 * `npm run pages -- <command>`: the operator changes the shop's information pages and agreements
 * without a deploy (their Markdown lives in the database; the API renders and sanitizes it on the
 * next read) on the configured database (DATABASE_URL, else DATA_DIR).
 *
 *   list                                              every page and agreement: slug, address, version, last change, title
 *   show <slug> [--agreement]                         the page's title, description and Markdown
 *   set <slug> [--file x.md] [--title ..] [--description ..] [--agreement]
 *                                                     new text (and/or title, description): version + 1;
 *                                                     a slug that does not exist is created (needs --file and --title);
 *                                                     a new page's address is /pages/<slug> (contract/content.ts infoPagePath)
 *
 * With the embedded PGlite database, stop the server first.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { AGREEMENT_PATHS, infoPagePath, isPageSlug, type AgreementKey } from '../contract/content';
import { contentSource, listContent, setContent } from '../server/services/content/pages';
import { withOperatorApp } from './lib/operator';
import { formatTable } from './lib/table';

const USAGE = `usage: npm run pages -- <list|show|set> [slug] [options]
  list
  show <slug> [--agreement]
  set <slug> [--file x.md] [--title "Title"] [--description "For search engines"] [--agreement]`;

/** Where the shop shows a page or agreement (an agreement without a page of its own: none). */
function addressOf(kind: 'page' | 'agreement', slug: string): string {
  if (kind === 'page') return infoPagePath(slug);
  return AGREEMENT_PATHS[slug as AgreementKey] ?? '-';
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      file: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, agreement: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, slug] = positionals;
  if (!command || values.help || !['list', 'show', 'set'].includes(command) || (command !== 'list' && !slug)) {
    console.log(USAGE);
    if (command && !values.help) process.exitCode = 1;
    return;
  }
  const kind = values.agreement ? 'agreement' : 'page';
  await withOperatorApp(async (app) => {
    if (command === 'list') {
      const rows = await listContent(app.db);
      console.log(formatTable(['kind', 'slug', 'address', 'version', 'updated', 'title'],
        rows.map((r) => [r.kind, r.slug, addressOf(r.kind, r.slug), String(r.version), r.updatedAt.toISOString(), r.title])));
      return;
    }
    if (command === 'show') {
      const page = await contentSource(app.db, kind, slug!);
      console.log(`${page.title}  (${page.kind} ${page.slug}, version ${page.version}, ${page.updatedAt.toISOString()})\n${page.description}\n\n${page.body}`);
      return;
    }
    if (!isPageSlug(slug)) throw new Error(`a slug is lower-case words joined by hyphens (at most 80 characters), not ${slug}`);
    const body = values.file !== undefined ? fs.readFileSync(values.file, 'utf8') : undefined;
    if (body === undefined && values.title === undefined && values.description === undefined) throw new Error('set needs --file, --title or --description');
    const row = await setContent(app.db, kind, slug!, { body, title: values.title, description: values.description });
    console.log(`${row.kind} ${row.slug}: version ${row.version}, ${row.title}, at ${addressOf(row.kind, row.slug)}`);
  });
}

void main();
