import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGREEMENT_PATHS, INFO_SLUGS } from '../../../contract/content';
import { readContent, type ContentKind } from './pages';
import { readPost } from '../blog/posts';
import { escapeHtml } from '../../http/escape-html';

const SHOP = 'Optic Shop';
/** A post's page: /company-news/{id}. */
const POST_PATH = /^\/company-news\/([1-9]\d{0,9})$/;

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
}

/**
 * index.html with a page's title, meta description and canonical link, for search engines that do
 * not run the app. The shop's own title and description stay in `data-default`, so the app puts
 * them back when the shopper leaves the page (src/app/document-meta.ts).
 */
export function withHead(template: string, head: PageHead): string {
  return template
    .replace(/<title>([^<]*)<\/title>/, (_, own: string) => `<title data-default="${own}">${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="([^"]*)"\s*\/?>/, (_, own: string) =>
      `<meta name="description" content="${escapeHtml(head.description)}" data-default="${own}" />`)
    .replace('</head>', () => `<link rel="canonical" href="${escapeHtml(head.canonical)}" />\n</head>`);
}

/**
 * The information pages' and agreements' documents (/privacy, /Annual-Rebate-Reward-Agreement, ...) and the posts'
 * (/company-news/{id}: the post's title and excerpt): index.html with the page's head (its text is drawn by the app).
 * Null for any other path, or a page or post the database does not have.
 */
export function createPageHeads(app: Pick<FastifyInstance, 'db' | 'config'>, root: string) {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const byPath = new Map<string, { kind: ContentKind; slug: string }>([
    ...INFO_SLUGS.map((slug) => [`/${slug}`, { kind: 'page' as const, slug }] as const),
    ...Object.entries(AGREEMENT_PATHS).map(([slug, p]) => [p, { kind: 'agreement' as const, slug }] as const),
  ]);
  async function postHead(req: FastifyRequest, id: number, pathname: string): Promise<string | null> {
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    try {
      const { post } = await readPost(app.db, id, null);
      return withHead(template, { title: `${post.title} · ${SHOP}`, description: post.excerpt, canonical: `${app.config.publicUrl}${pathname}` });
    } catch (err) {
      req.log.info({ err, pathname }, 'post head not drawn');
      return null;
    }
  }
  return {
    async render(req: FastifyRequest): Promise<string | null> {
      const pathname = req.url.split('?')[0]!;
      const postId = POST_PATH.exec(pathname)?.[1];
      if (postId) return postHead(req, Number(postId), pathname);
      const text = byPath.get(pathname);
      if (!text) return null;
      try {
        const page = await readContent(app.db, text.kind, text.slug);
        return withHead(template, { title: `${page.title} · ${SHOP}`, description: page.description, canonical: `${app.config.publicUrl}${pathname}` });
      } catch (err) {
        req.log.warn({ err, pathname }, 'page head not drawn');
        return null;
      }
    },
  };
}
