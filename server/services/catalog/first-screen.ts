import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PICTURE_SIZES,
  type GoodsCard,
  type GoodsDetail,
  type GoodsPage,
  type GoodsProperties,
  type IndexBlock,
  type ShopPhoto,
} from '../../../contract/catalog';
import { STOREFRONT_PREVIEW_PARAM } from '../../../contract/admin-storefront';
import { LANGUAGES, PAGE_SIZE, type LanguageCode } from '../../../contract/constants';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys, type FirstScreenData } from '../../../contract/first-screen';
import { escapeHtml } from '../../http/escape-html';
import { languageOf } from '../../http/language';
import { detailIn, pageIn } from '../translate/content';
import { categoryTree, readGoodsDetail, readGoodsList, readIndexBlocks, readProperties } from './catalog-reads';
import { previewBlocks } from './storefront';

/**
 * The first screen of the busiest pages (home, a category, a product), drawn by the server into
 * index.html so that the browser paints it, and fetches its largest picture, while the app's
 * script is still on its way:
 * - static markup of what the first screen shows (the hero; the category's first cards; the
 *   product's first picture and name), styled by the `boot-` rules of index.html. React replaces
 *   it on its first render;
 * - the page's first catalogue answers in a JSON data block (contract/first-screen.ts), which the
 *   app takes instead of asking for them again.
 * No modulepreload hints for the page's code: the app asks for it as soon as its entry runs, and
 * more script downloads before the first paint only delay that paint on a slow connection.
 * Everything comes from the cached catalogue reads the API answers from, and nothing depends on the
 * caller but the language cookie: no is_wish, no prices (they are in the shopper's currency).
 */

/** The hero's words in English (src/i18n/locales/en/home.json, kept equal by a test). */
export const HOME_HERO_EN = {
  eyebrow: 'Optical frames · Sunglasses · Lenses',
  title: 'Frames that fit your face and your day',
  text: 'Prescription-ready frames in every shape and material, for shoppers and for businesses buying in bulk.',
};

type PageKind = 'home' | 'list' | 'detail';

/** Cards drawn on a category's first screen (two rows of two at the phone viewport). */
const FIRST_CARDS = 4;

/**
 * JSON that can sit inside a <script> element: `<` is escaped so no `</script>` or `<!--` in the
 * data can end or change the element, and the two line separators JSON allows but JavaScript once did not.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface Drawn {
  /** The cached values the page is drawn from: a new one (after a write) draws it again. */
  deps: object[];
  /** The pieces to put in the template. */
  draw(): Promise<{ markup: string; data: FirstScreenData }>;
}

/**
 * A product picture as a data: URL, from the shop's own image route: the first screen's pictures
 * arrive with the page instead of waiting for a connection behind the app's scripts. The app's own
 * <img> then loads the same picture by its URL. Falls back to the URL.
 */
export async function inlinePicture(app: FastifyInstance, url: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('image/svg+xml')) return url;
  return `data:image/svg+xml,${encodeURIComponent(res.body)}`;
}

/**
 * A staff photo as the app's ShopPicture draws it (the same sources, `sizes` and box), so the file
 * the browser picks from the HTML is the one the app then shows: fetched once, early.
 */
export function pictureMarkup(photo: ShopPhoto, sizes: string, alt: string, eager: boolean): string {
  const priority = eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  return (
    `<picture><source type="image/avif" srcset="${escapeHtml(photo.srcset_avif)}" sizes="${escapeHtml(sizes)}">` +
    `<source type="image/webp" srcset="${escapeHtml(photo.srcset_webp)}" sizes="${escapeHtml(sizes)}">` +
    `<img src="${escapeHtml(photo.src)}" alt="${escapeHtml(alt)}" width="${photo.width}" height="${photo.height}" ${priority} decoding="async"></picture>`
  );
}

async function card(app: FastifyInstance, g: GoodsCard): Promise<string> {
  const img = g.photo
    ? pictureMarkup(g.photo, PICTURE_SIZES.card, '', true)
    : `<img src="${escapeHtml(await inlinePicture(app, g.img))}" alt="" width="240" height="120">`;
  return `<article class="boot-card">${img}<h2>${escapeHtml(g.name)}</h2></article>`;
}

/** The picture the product page shows first: the first colour in stock (as the purchase panel chooses), its front view. */
export function firstPicture(d: GoodsDetail): GoodsDetail['images'][number] | undefined {
  const variant = d.variants.find((v) => v.stock_qty > 0) ?? d.variants[0];
  return d.images.find((i) => i.variant_id === variant?.id) ?? d.images[0];
}

const PROMO = '<div class="boot-promo"></div>';
const CATEGORY_BAR = '<div class="boot-cats"></div>';

async function drawHome(app: FastifyInstance, lang: LanguageCode, preview?: { top: IndexBlock[]; index: IndexBlock[] }): Promise<Drawn> {
  const [top, index] = preview ? [preview.top, preview.index] : await Promise.all([readIndexBlocks(app, ['top']), readIndexBlocks(app, ['index'])]);
  return {
    deps: [top, index],
    async draw() {
      // The words are English; in another language the box is drawn empty and the app fills it.
      const words =
        lang === 'en'
          ? `<p>${escapeHtml(HOME_HERO_EN.eyebrow)}</p><h1>${escapeHtml(HOME_HERO_EN.title)}</h1><p class="lead">${escapeHtml(HOME_HERO_EN.text)}</p>`
          : '';
      return {
        markup: `${PROMO}${CATEGORY_BAR}<section class="boot-hero">${words}<div class="boot-actions"></div></section>`,
        data: { path: '/', answers: { [firstScreenKeys.indexBlocks('top')]: top, [firstScreenKeys.indexBlocks('index')]: index } },
      };
    },
  };
}

async function drawList(app: FastifyInstance, categoryId: number, filtered: boolean, lang: LanguageCode): Promise<Drawn | null> {
  const tree = await categoryTree(app);
  const category = tree.get(categoryId);
  if (!category) return null;
  const properties: GoodsProperties = await readProperties(app, { category_id: categoryId });
  // A list with filters in its address shows other goods: only the unfiltered first page is drawn.
  let page: GoodsPage | undefined;
  if (!filtered) {
    // Names in the shopper's language where translated, as the API answers them (services/translate).
    page = (await pageIn(app, lang, await readGoodsList(app, { category_id: categoryId, sort: 'newest', page: 1, page_size: PAGE_SIZE }, false)))
      .value;
  }
  return {
    deps: page ? [tree, properties, page] : [tree, properties],
    async draw() {
      const answers: Record<string, unknown> = { [firstScreenKeys.goodsProperty(categoryId)]: properties };
      let cards = '';
      if (page) {
        answers[firstScreenKeys.goodsList(categoryId)] = page;
        cards = `<div class="boot-grid">${(await Promise.all(page.items.slice(0, FIRST_CARDS).map((g) => card(app, g)))).join('')}</div>`;
      }
      return {
        markup: `${PROMO}${CATEGORY_BAR}<section class="boot-list"><h1>${escapeHtml(category.name)}</h1><div class="boot-tools"></div><p class="boot-count"></p>${cards}</section>`,
        data: { path: `/goods-list/${categoryId}`, answers },
      };
    },
  };
}

async function drawDetail(app: FastifyInstance, id: number, lang: LanguageCode): Promise<Drawn | null> {
  const read = await readGoodsDetail(app, id);
  if (!read) return null;
  const { value: detail } = await detailIn(app, lang, read);
  return {
    deps: [detail],
    async draw() {
      const picture = firstPicture(detail);
      const img = !picture
        ? ''
        : picture.photo
          ? pictureMarkup(picture.photo, PICTURE_SIZES.gallery, picture.alt, true)
          : `<img src="${escapeHtml(await inlinePicture(app, picture.url))}" alt="${escapeHtml(picture.alt)}" width="480" height="240">`;
      return {
        markup: `${PROMO}<section class="boot-gallery">${img}</section><section class="boot-head"><h1>${escapeHtml(detail.name)}</h1></section>`,
        data: { path: `/goods-detail/${id}`, answers: { [firstScreenKeys.goodsDetail(id)]: detail } },
      };
    },
  };
}

/** Which first screen a path has, if any. */
function route(url: string): { kind: PageKind; id: number; filtered: boolean } | null {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const filtered = q >= 0 && q < url.length - 1;
  if (pathname === '/') return { kind: 'home', id: 0, filtered };
  const m = /^\/(goods-list|goods-detail)\/(\d{1,9})$/.exec(pathname);
  if (!m) return null;
  return { kind: m[1] === 'goods-list' ? 'list' : 'detail', id: Number(m[2]), filtered };
}

export interface FirstScreenReply {
  body: Buffer;
  encoding?: 'br' | 'gzip';
  /** 404: the address names no product or category (the app shows its not-found page in the document). */
  status?: 404;
}

export interface FirstScreen {
  /**
   * index.html with the first screen of `url`; the bare document with status 404 when it names a
   * product or category the shop does not have; null when the path has no first screen (serve index.html as it is).
   */
  render(req: FastifyRequest): Promise<FirstScreenReply | null>;
}

interface Memo {
  deps: object[];
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const MEMO_ENTRIES = 500;

/**
 * The first screens of the app built in `root` (its index.html). Drawn pages are kept, compressed,
 * until one of the cached values they were drawn from is replaced.
 */
export function createFirstScreen(app: FastifyInstance, root: string): FirstScreen {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // The markup goes after the header bar index.html paints; a template without the marker gets none.
  const marker = '<!--first-screen-->';
  const canDraw = template.includes(marker) && template.includes('</body>');
  const memo = new Map<string, Memo>();

  /** The document in `lang` (its `<html lang dir>`), nothing drawn in it. */
  function inLanguage(lang: LanguageCode): string {
    const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
    return template.replace(/<html[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`);
  }

  async function fill(drawn: Drawn, lang: LanguageCode): Promise<string> {
    const { markup, data } = await drawn.draw();
    // Functions as replacements, so no `$` in the data is read as a pattern.
    return inLanguage(lang)
      .replace(marker, () => markup)
      .replace('</body>', () => `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(data)}</script></body>`);
  }

  return {
    async render(req) {
      if (!canDraw) return null;
      const r = route(req.url);
      // The console's preview: the home page drawn with a draft (a token only staff get), never kept.
      const token = r?.kind === 'home' ? new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1)).get(STOREFRONT_PREVIEW_PARAM) : null;
      if (token) {
        const lang = languageOf(req);
        const blocks = await previewBlocks(app, token).catch(() => null);
        if (!blocks) return null;
        return encodedFor(req, Buffer.from(await fill(await drawHome(app, lang, blocks), lang)));
      }
      if (!r || (r.kind === 'home' && r.filtered)) return null;
      const lang = languageOf(req);
      let drawn: Drawn | null;
      try {
        drawn =
          r.kind === 'home'
            ? await drawHome(app, lang)
            : r.kind === 'list'
              ? await drawList(app, r.id, r.filtered, lang)
              : await drawDetail(app, r.id, lang);
      } catch (err) {
        // The page still works without its first screen: the app asks for what it needs.
        req.log.warn({ err }, 'first screen not drawn');
        return null;
      }
      // No such product or category: search engines are told so, the app says it in the shop's layout.
      if (!drawn) return { ...encodedFor(req, Buffer.from(inLanguage(lang))), status: 404 };
      const key = `${r.kind}:${r.id}:${r.filtered ? 'f' : ''}:${lang}`;
      let entry = memo.get(key);
      if (!entry || entry.deps.length !== drawn.deps.length || entry.deps.some((d, i) => d !== drawn.deps[i])) {
        entry = { deps: drawn.deps, html: Buffer.from(await fill(drawn, lang)) };
        memo.delete(key);
        memo.set(key, entry);
        if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      }
      return encodedFor(req, entry.html, entry);
    },
  };
}

/**
 * A drawn document in the best encoding the client accepts (brotli, gzip, or none), each encoding
 * made once per `kept` (a memo entry) when one is given.
 */
export function encodedFor(req: FastifyRequest, html: Buffer, kept: { br?: Buffer; gzip?: Buffer } = {}): FirstScreenReply {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    kept.br ??= zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: kept.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    kept.gzip ??= zlib.gzipSync(html, { level: 6 });
    return { body: kept.gzip, encoding: 'gzip' };
  }
  return { body: html };
}
