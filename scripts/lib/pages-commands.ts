import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { statusOf } from '../../contract/admin-content';
import { AGREEMENT_PATHS, infoPagePath, isPageSlug, type AgreementKey } from '../../contract/content';
import { contentSource, listContent, setContent } from '../../server/services/content/pages';
import { formatTable } from './table';
import { PAGES_USAGE } from './operator-usage';

export { PAGES_USAGE };

/** Where the shop shows a page or agreement (an agreement without a page of its own: none). */
function addressOf(kind: 'page' | 'agreement', slug: string): string {
  if (kind === 'page') return infoPagePath(slug);
  return AGREEMENT_PATHS[slug as AgreementKey] ?? '-';
}

/**
 * One command of `npm run pages` (scripts/pages.ts) on a built app: what it prints. A refusal is
 * thrown (the API's error, or an Error naming the mistake).
 */
export async function pagesCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      file: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      agreement: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, slug] = positionals;
  if (!command || values.help) return PAGES_USAGE;
  if (!['list', 'show', 'set'].includes(command) || (command !== 'list' && !slug)) throw new Error(PAGES_USAGE);
  const kind = values.agreement ? 'agreement' : 'page';
  if (command === 'list') {
    const rows = await listContent(app.db);
    return formatTable(
      ['kind', 'slug', 'address', 'status', 'version', 'updated', 'title'],
      rows.map((r) => [r.kind, r.slug, addressOf(r.kind, r.slug), statusOf(r.publishedAt), String(r.version), r.updatedAt.toISOString(), r.title]),
    );
  }
  if (command === 'show') {
    const page = await contentSource(app.db, kind, slug!);
    return `${page.title}  (${page.kind} ${page.slug}, version ${page.version}, ${page.updatedAt.toISOString()})\n${page.description}\n\n${page.body}`;
  }
  if (!isPageSlug(slug)) throw new Error(`a slug is lower-case words joined by hyphens (at most 80 characters), not ${slug}`);
  const body = values.file !== undefined ? fs.readFileSync(values.file, 'utf8') : undefined;
  if (body === undefined && values.title === undefined && values.description === undefined)
    throw new Error('set needs --file, --title or --description');
  const row = await setContent(app.db, kind, slug!, { body, title: values.title, description: values.description });
  return `${row.kind} ${row.slug}: version ${row.version}, ${row.title}, at ${addressOf(row.kind, row.slug)}`;
}
