import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AGREEMENT_PATHS, INFO_SLUGS, infoPagePath, isInfoSlug, isPageSlug } from '../../../contract/content';
import { postIdOfSegment } from '../../../contract/blog';
import { Code } from '../../../contract/codes';
import { ApiError } from '../../errors';
import { readContent, type ContentKind } from './pages';
import { listPosts, readPost } from '../blog/posts';
import { escapeHtml } from '../../http/escape-html';
import { languageOf } from '../../http/language';
import { LANGUAGES, type LanguageCode } from '../../../contract/constants';
import { contentPageIn, postIn, postsIn } from '../translate/content';
import { inlinePicture, jsonForScript } from '../catalog/first-screen';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys, type FirstScreenData } from '../../../contract/first-screen';

/** The blog's lists and the words of their heads: the app's own (src/i18n/locales/<lang>/blog.json, one copy). */
const LIST_HEADS: Record<string, 'news' | 'readers'> = { '/company-news': 'news', '/readers-topic': 'readers' };
type BlogWords = Record<'news' | 'readers', { title: string; description: string }>;
/**
 * The catalogue pages (no header) whose first screen is their title and intro, and where those
 * words are in the app's catalogues (src/i18n/locales/<lang>/<file>.json, at `group`): the price
 * lists, the frames lookbook and the lens price lists. What follows depends on the caller or loads.
 */
const CATALOGUE_PAGES: Record<string, { file: 'wholesale' | 'catalogues'; group: string }> = {
  '/catalog-price-list-w': { file: 'wholesale', group: 'wholesale' },
  '/catalog-price-list-v': { file: 'wholesale', group: 'retail' },
  '/optical-frames-online-catalog-z': { file: 'catalogues', group: 'lookbook' },
  '/lenses/catalog-price-list-z': { file: 'catalogues', group: 'lenses.z' },
  '/lenses/catalog-price-list-w': { file: 'catalogues', group: 'lenses.w' },
  '/lenses/catalog-price-list-search': { file: 'catalogues', group: 'lenses.search' },
};
interface TitleAndIntro {
  title: string;
  intro: string;
}

const catalogues = new Map<string, unknown>();
/** The app's words of a catalogue file in `lang`, each group of words over the English one (read once). */
function localeWords<T>(name: 'blog' | 'wholesale' | 'catalogues', lang: LanguageCode): T {
  const key = `${name}:${lang}`;
  if (!catalogues.has(key)) {
    const file = (code: string) => new URL(`../../../src/i18n/locales/${code}/${name}.json`, import.meta.url);
    const en = JSON.parse(fs.readFileSync(file('en'), 'utf8')) as Record<string, unknown>;
    const own = lang === 'en' ? en : (JSON.parse(fs.readFileSync(file(lang), 'utf8')) as Record<string, unknown>);
    const merged = Object.fromEntries(
      Object.entries(en).map(([k, v]) => [k, v && typeof v === 'object' ? { ...v, ...(own[k] as object | undefined) } : (own[k] ?? v)]),
    );
    catalogues.set(key, merged);
  }
  return catalogues.get(key) as T;
}
const blogWords = (lang: LanguageCode) => localeWords<BlogWords>('blog', lang);
/** A catalogue page's title and intro in `lang` (its group's words over the English ones, as the app does). */
function catalogueWords(lang: LanguageCode, { file, group }: { file: 'wholesale' | 'catalogues'; group: string }): TitleAndIntro {
  const at = (words: unknown) =>
    group.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], words) as TitleAndIntro | undefined;
  return { ...at(localeWords(file, 'en')), ...at(localeWords(file, lang)) } as TitleAndIntro;
}

const SHOP = 'Optic Shop';
/** A post's page: /company-news/{id}; the app routes any one segment there (a trailing slash allowed). */
const POST_PATH = /^\/company-news\/([^/]+)\/?$/;
/** An information page the operator added: /pages/{slug} (the app's route of the same pattern). */
const ADDED_PAGE_PATH = /^\/pages\/([^/]+)\/?$/;

/** What the server answers for a page path: a document and its status, or a permanent move. */
export type PageAnswer = { status: 200 | 404; html: string } | { redirect: string };

const isNotFound = (err: unknown) => err instanceof ApiError && err.code === Code.notFound;

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
    .replace(
      /<meta name="description" content="([^"]*)"\s*\/?>/,
      (_, own: string) => `<meta name="description" content="${escapeHtml(head.description)}" data-default="${own}" />`,
    )
    .replace('</head>', () => `<link rel="canonical" href="${escapeHtml(head.canonical)}" />\n</head>`);
}

/**
 * The information pages' and agreements' documents (/privacy, /Annual-Rebate-Reward-Agreement, ...), the blog's
 * lists' (/company-news, /readers-topic) and the posts' (/company-news/{id}): index.html with the page's head
 * (title, description, canonical), in the language of the `lang` cookie where translated. A post's first screen
 * (its cover, inlined, and its title) is drawn too, like the catalogue's (catalog/first-screen.ts), so the
 * browser paints it before the app's script runs; so are the company news' (as it opens: its first post, with the
 * page of posts as the app's first answer) and the price lists' (their title and intro, without the header bar:
 * catalogue pages have none). The information pages the operator added are at /pages/{slug} (contract/content.ts
 * infoPagePath). A post or page the database does not have, or an address that cannot be one (/company-news/abc,
 * /pages/Not_A_Slug), is the app's document answered 404 (the app shows its not-found page in the shop's layout),
 * never a soft 404. Null for any other path.
 */
export function createPageHeads(app: FastifyInstance, root: string) {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const byPath = new Map<string, { kind: ContentKind; slug: string }>([
    ...INFO_SLUGS.map((slug) => [`/${slug}`, { kind: 'page' as const, slug }] as const),
    ...Object.entries(AGREEMENT_PATHS).map(([slug, p]) => [p, { kind: 'agreement' as const, slug }] as const),
  ]);
  const canonical = (pathname: string) => `${app.config.publicUrl}${pathname}`;
  const htmlOf = (lang: LanguageCode, doc: string, markup: string, data?: FirstScreenData) => {
    const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
    const drawn = doc.replace(/<html[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`).replace('<!--first-screen-->', () => markup);
    // The page's first answers, taken by the app instead of asking again (src/api/first-screen.ts).
    return data
      ? drawn.replace('</body>', () => `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(data)}</script></body>`)
      : drawn;
  };
  /** The document of `lang` (its `<html lang dir>`), with a head and, where given, the first screen's markup and answers. */
  const page = (lang: LanguageCode, head: PageHead, markup = '', data?: FirstScreenData) => htmlOf(lang, withHead(template, head), markup, data);
  /** A catalogue page's document (no header: shell/chrome.ts): its first screen instead of the header bar. */
  const barePage = (lang: LanguageCode, markup: string) => htmlOf(lang, template.replace(/<div class="boot-bar"[\s\S]*?<\/div>\s*/, ''), markup);
  /**
   * /company-news as it opens (every kind, page 1, no tag): its title, the boxes of the tabs and the
   * arrival form, and the first post's cover (inlined) and title, as src/pages/blog/company-news-page.tsx
   * draws them; the page of posts goes with it, so the app draws the list in its first render.
   */
  async function newsPage(lang: LanguageCode, head: PageHead): Promise<string> {
    const list = await listPosts(app.db, {}, 1);
    const posts = { ...list, items: await postsIn(app.db, lang, list.items) };
    const first = posts.items[0];
    let card = '';
    if (first) {
      const l = first.content_lang !== lang ? ` lang="${escapeHtml(first.content_lang)}"` : '';
      card =
        `<article><img src="${escapeHtml(await inlinePicture(app, first.cover))}" alt="${escapeHtml(first.cover_alt)}"${l} width="800" height="400">` +
        `<h2 dir="auto"${l}>${escapeHtml(first.title)}</h2></article>`;
    }
    const markup =
      `<div class="boot-promo"></div><section class="boot-blog"><h1>${escapeHtml(blogWords(lang).news.title)}</h1>` +
      `<div class="boot-tabs"></div><div class="boot-arrival"></div>${card}</section>`;
    return page(lang, head, markup, { path: '/company-news', answers: { [firstScreenKeys.blogList(lang)]: posts } });
  }
  /** The app's document as it is (in the shopper's language), answered 404: the app draws its not-found page, search engines see none. */
  const notFoundPage = (req: FastifyRequest): PageAnswer => ({ status: 404, html: htmlOf(languageOf(req), template, '') });
  async function postPage(req: FastifyRequest, id: number): Promise<PageAnswer | null> {
    if (!id) return notFoundPage(req);
    const lang = languageOf(req);
    try {
      // As an anonymous reader sees it, in the shopper's language where translated.
      const post = await postIn(app.db, lang, (await readPost(app.db, id, null)).post);
      const cover = await inlinePicture(app, post.cover);
      const l = post.content_lang !== lang ? ` lang="${escapeHtml(post.content_lang)}"` : '';
      // The post page's first boxes (src/pages/blog/post-page.tsx): its cover and its title; the app replaces them.
      const markup =
        `<div class="boot-promo"></div><article class="boot-post"><img src="${escapeHtml(cover)}" alt="${escapeHtml(post.cover_alt)}"${l} width="800" height="400">` +
        `<h1 dir="auto"${l}>${escapeHtml(post.title)}</h1></article>`;
      return {
        status: 200,
        html: page(lang, { title: `${post.title} · ${SHOP}`, description: post.excerpt, canonical: canonical(`/company-news/${id}`) }, markup),
      };
    } catch (err) {
      if (isNotFound(err)) return notFoundPage(req);
      req.log.warn({ err, id }, 'post page not drawn');
      return null;
    }
  }
  /** An information page or agreement with its head at `pathname` (its canonical address); 404 when the database has none. */
  async function textPage(req: FastifyRequest, kind: ContentKind, slug: string, pathname: string): Promise<PageAnswer | null> {
    try {
      const lang = languageOf(req);
      const read = await readContent(app.db, kind, slug);
      // A former address of a page (its slug changed while published): a 301 to where it is now.
      if (read.slug !== slug) return { redirect: infoPagePath(read.slug) };
      const found = await contentPageIn(app.db, lang, read);
      return { status: 200, html: page(lang, { title: `${found.title} · ${SHOP}`, description: found.description, canonical: canonical(pathname) }) };
    } catch (err) {
      if (isNotFound(err)) return notFoundPage(req);
      req.log.warn({ err, pathname }, 'page head not drawn');
      return null;
    }
  }
  return {
    /**
     * The document of a path this module draws: 200 with its head (and first screen), 404 for a post
     * or information page that does not exist (malformed addresses included), a move to the fixed
     * path of a fixed page asked under /pages/; null for any other path (index.html as it is).
     */
    async render(req: FastifyRequest): Promise<PageAnswer | null> {
      const pathname = req.url.split('?')[0]!;
      const postSegment = POST_PATH.exec(pathname)?.[1];
      if (postSegment !== undefined) return postPage(req, postIdOfSegment(postSegment));
      const added = ADDED_PAGE_PATH.exec(pathname)?.[1];
      if (added !== undefined) {
        if (!isPageSlug(added)) return notFoundPage(req);
        if (isInfoSlug(added)) return { redirect: infoPagePath(added) };
        return textPage(req, 'page', added, infoPagePath(added));
      }
      const list = LIST_HEADS[pathname];
      if (list) {
        const lang = languageOf(req);
        const words = blogWords(lang)[list];
        const head = { title: `${words.title} · ${SHOP}`, description: words.description, canonical: canonical(pathname) };
        if (list === 'news' && req.url === pathname) {
          try {
            return { status: 200, html: await newsPage(lang, head) };
          } catch (err) {
            req.log.warn({ err, pathname }, 'company news first screen not drawn');
          }
        }
        return { status: 200, html: page(lang, head) };
      }
      const catalogue = CATALOGUE_PAGES[pathname];
      if (catalogue) {
        // The page's title and intro (the price lists, the lookbook, the lens price lists): the rest depends on the caller or loads.
        const lang = languageOf(req);
        const words = catalogueWords(lang, catalogue);
        return {
          status: 200,
          html: barePage(lang, `<section class="boot-page"><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.intro)}</p></section>`),
        };
      }
      const text = byPath.get(pathname);
      return text ? textPage(req, text.kind, text.slug, pathname) : null;
    },
  };
}
