import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGREEMENT_PATHS, INFO_SLUGS } from '../../../contract/content';
import { readContent, type ContentKind } from './pages';
import { readPost } from '../blog/posts';
import { escapeHtml } from '../../http/escape-html';
import { languageOf } from '../../http/language';
import { LANGUAGES, type LanguageCode } from '../../../contract/constants';
import { contentPageIn, postIn } from '../translate/content';
import { inlinePicture } from '../catalog/first-screen';

/** The blog's lists and the words of their heads: the app's own (src/i18n/locales/<lang>/blog.json, one copy). */
const LIST_HEADS: Record<string, 'news' | 'readers'> = { '/company-news': 'news', '/readers-topic': 'readers' };
type BlogWords = Record<'news' | 'readers', { title: string; description: string }>;
const blogCatalogues = new Map<LanguageCode, BlogWords>();
function blogWords(lang: LanguageCode): BlogWords {
  let words = blogCatalogues.get(lang);
  if (!words) {
    const file = (code: string) => new URL(`../../../src/i18n/locales/${code}/blog.json`, import.meta.url);
    const en = JSON.parse(fs.readFileSync(file('en'), 'utf8')) as BlogWords;
    const own = lang === 'en' ? en : JSON.parse(fs.readFileSync(file(lang), 'utf8')) as Partial<BlogWords>;
    words = { news: { ...en.news, ...own.news }, readers: { ...en.readers, ...own.readers } };
    blogCatalogues.set(lang, words);
  }
  return words;
}

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
 * The information pages' and agreements' documents (/privacy, /Annual-Rebate-Reward-Agreement, ...), the blog's
 * lists' (/company-news, /readers-topic) and the posts' (/company-news/{id}): index.html with the page's head
 * (title, description, canonical), in the language of the `lang` cookie where translated. A post's first screen
 * (its cover, inlined, and its title) is drawn too, like the catalogue's (catalog/first-screen.ts), so the
 * browser paints it before the app's script runs. Null for any other path, or a page or post the database does not have.
 */
export function createPageHeads(app: FastifyInstance, root: string) {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const byPath = new Map<string, { kind: ContentKind; slug: string }>([
    ...INFO_SLUGS.map((slug) => [`/${slug}`, { kind: 'page' as const, slug }] as const),
    ...Object.entries(AGREEMENT_PATHS).map(([slug, p]) => [p, { kind: 'agreement' as const, slug }] as const),
  ]);
  const canonical = (pathname: string) => `${app.config.publicUrl}${pathname}`;
  /** The document of `lang` (its `<html lang dir>`), with a head and, where given, the first screen's markup. */
  const page = (lang: LanguageCode, head: PageHead, markup = '') => {
    const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
    return withHead(template, head)
      .replace(/<html[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`)
      .replace('<!--first-screen-->', () => markup);
  };
  async function postPage(req: FastifyRequest, id: number, pathname: string): Promise<string | null> {
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    const lang = languageOf(req);
    try {
      // As an anonymous reader sees it, in the shopper's language where translated.
      const post = await postIn(app.db, lang, (await readPost(app.db, id, null)).post);
      const cover = await inlinePicture(app, post.cover);
      const l = post.content_lang !== lang ? ` lang="${escapeHtml(post.content_lang)}"` : '';
      // The post page's first boxes (src/pages/blog/post-page.tsx): its cover and its title; the app replaces them.
      const markup = `<div class="boot-promo"></div><article class="boot-post"><img src="${escapeHtml(cover)}" alt="${escapeHtml(post.cover_alt)}"${l} width="800" height="400">`
        + `<h1 dir="auto"${l}>${escapeHtml(post.title)}</h1></article>`;
      return page(lang, { title: `${post.title} · ${SHOP}`, description: post.excerpt, canonical: canonical(pathname) }, markup);
    } catch (err) {
      req.log.info({ err, pathname }, 'post page not drawn');
      return null;
    }
  }
  return {
    async render(req: FastifyRequest): Promise<string | null> {
      const pathname = req.url.split('?')[0]!;
      const postId = POST_PATH.exec(pathname)?.[1];
      if (postId) return postPage(req, Number(postId), pathname);
      const list = LIST_HEADS[pathname];
      if (list) {
        const lang = languageOf(req);
        const words = blogWords(lang)[list];
        return page(lang, { title: `${words.title} · ${SHOP}`, description: words.description, canonical: canonical(pathname) });
      }
      const text = byPath.get(pathname);
      if (!text) return null;
      try {
        const lang = languageOf(req);
        const found = await contentPageIn(app.db, lang, await readContent(app.db, text.kind, text.slug));
        return page(lang, { title: `${found.title} · ${SHOP}`, description: found.description, canonical: canonical(pathname) });
      } catch (err) {
        req.log.warn({ err, pathname }, 'page head not drawn');
        return null;
      }
    },
  };
}
