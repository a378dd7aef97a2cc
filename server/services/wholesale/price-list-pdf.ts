import PDFDocument from 'pdfkit';
import type { Currency } from '../../../contract/entities';
import { formatMoney } from '../../../contract/money-format';
import type { PriceListKind } from '../../../contract/wholesale';
import type { Db } from '../../db/client';
import type { ReadApp } from '../platform/read-cache';
import { lensPaths } from '../catalog/frame-svg';
import { defaultCurrency, findCurrency } from '../shop/currencies';
import { wholePriceList, type ListedGoods } from './price-list';

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const ROW = 40;
const THUMB = { width: 64, height: 32 };
const INK = '#1d2327';
const MUTED = '#5f6b73';

/**
 * A frame drawn as vector paths (the shop's picture's lens outlines, pdfkit's SVG path support):
 * no raster images, so a list of hundreds of frames stays small and quick to make.
 */
function drawThumb(doc: PDFKit.PDFDocument, g: ListedGoods, x: number, y: number) {
  doc.save().rect(x, y, THUMB.width, THUMB.height).fill('#f5f4f1');
  if (g.kind === 'lens' || !g.shape) {
    doc
      .ellipse(x + THUMB.width / 2, y + THUMB.height / 2, 14, 10)
      .lineWidth(1)
      .fillAndStroke('#dbe7ee', '#9fb3bf');
    doc.restore();
    return;
  }
  const path = lensPaths[g.shape] ?? lensPaths.rectangle!;
  const scale = 0.27;
  for (const [cx, mirror] of [
    [x + 18, 1],
    [x + THUMB.width - 18, -1],
  ] as const) {
    doc
      .save()
      .translate(cx, y + THUMB.height / 2 - 1)
      .scale(scale * mirror, scale);
    doc
      .path(path)
      .lineWidth(g.rim === 'rimless' ? 2 : 6)
      .fillOpacity(0.5)
      .fillAndStroke('#dbe7ee', g.color_hex);
    doc.restore();
  }
  doc
    .moveTo(x + 28, y + 11)
    .quadraticCurveTo(x + THUMB.width / 2, y + 7, x + THUMB.width - 28, y + 11)
    .lineWidth(1.4)
    .stroke(g.color_hex);
  doc.restore();
}

const money = (usd: number, c: Currency) => formatMoney(usd, c);

/** The price column of a row: the unit price (special, or the ladder's range) in the currency. */
function retailPrice(g: ListedGoods, c: Currency): string {
  if (g.price_type === 2 && g.special_price != null) return `${money(g.special_price, c)} (was ${money(g.price, c)})`;
  if (g.price_type === 3 && g.ladder_price.length) return g.ladder_price.map((t) => `${t.min_qty}+: ${money(t.price, c)}`).join('  ');
  return money(g.price, c);
}

interface Column {
  title: string;
  x: number;
  width: number;
}

function columnsOf(wholesale: boolean): Column[] {
  const left = PAGE.margin + THUMB.width + 8;
  return wholesale
    ? [
        { title: 'SKU / product', x: left, width: 170 },
        { title: 'Retail', x: left + 176, width: 96 },
        { title: 'Wholesale by quantity', x: left + 278, width: 140 },
        { title: 'MOQ', x: left + 424, width: 27 },
      ]
    : [
        { title: 'SKU / product', x: left, width: 210 },
        { title: 'Collection', x: left + 216, width: 90 },
        { title: 'Price', x: left + 312, width: 139 },
      ];
}

/**
 * The whole price list as a PDF (pdfkit, its standard Helvetica: nothing to install): a title
 * with the currency and date, then every active product by collection and SKU with its drawing,
 * retail price and, for the wholesale list of a business buyer, its tiers and minimum. The
 * wholesale list for anyone else says how to become a business buyer instead of its prices.
 */
export async function buildPriceListPdf(
  db: Db,
  opts: {
    kind: PriceListKind;
    business: boolean;
    currency: Currency;
    at: Date;
    /** false: plain content streams (tests read the text) */ compress?: boolean;
  },
): Promise<Buffer> {
  const wholesale = opts.kind === 'w' && opts.business;
  const goods = await wholePriceList(db, wholesale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: opts.compress ?? true,
    info: { Title: `${opts.kind === 'w' ? 'Wholesale' : 'Retail'} price list`, Author: 'Optic Shop' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const columns = columnsOf(wholesale);
  const title = opts.kind === 'w' ? 'Wholesale price list' : 'Retail price list';
  let y = PAGE.margin;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    for (const col of columns) doc.text(col.title, col.x, y, { width: col.width, lineBreak: false });
    y += 14;
    doc
      .moveTo(PAGE.margin, y - 3)
      .lineTo(PAGE.width - PAGE.margin, y - 3)
      .lineWidth(0.5)
      .stroke('#c9d1d6');
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(title, PAGE.margin, y);
  y += 24;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${goods.length} products - prices in ${opts.currency.symbol} - ${opts.at.toISOString().slice(0, 10)}`, PAGE.margin, y);
  y += 14;
  if (opts.kind === 'w' && !opts.business) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(
        'Wholesale prices and minimum quantities are shown to business buyers. Declare your business in Account settings, then download this list again.',
        PAGE.margin,
        y,
        { width: PAGE.width - 2 * PAGE.margin },
      );
    y += 28;
  }
  y += 6;
  header();

  for (const g of goods) {
    if (y + ROW > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    drawThumb(doc, g, PAGE.margin, y);
    const [first, second, third, fourth] = columns;
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(INK)
      .text(g.sku, first!.x, y + 2, { width: first!.width, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(g.name, first!.x, y + 13, { width: first!.width, height: 20, ellipsis: true });
    doc.fontSize(8).fillColor(INK);
    if (wholesale) {
      doc.text(retailPrice(g, opts.currency), second!.x, y + 2, { width: second!.width, height: ROW - 6, ellipsis: true });
      const tiers = g.wholesale_price.length ? g.wholesale_price.map((t) => `${t.min_qty}+: ${money(t.price, opts.currency)}`).join('\n') : '-';
      doc.text(tiers, third!.x, y + 2, { width: third!.width, height: ROW - 4, ellipsis: true });
      doc.text(g.moq ? String(g.moq) : '-', fourth!.x, y + 2, { width: fourth!.width, lineBreak: false });
    } else {
      doc.text(g.collection, second!.x, y + 2, { width: second!.width, lineBreak: false, ellipsis: true });
      doc.text(retailPrice(g, opts.currency), third!.x, y + 2, { width: third!.width, height: ROW - 6, ellipsis: true });
    }
    y += ROW;
  }
  doc.end();
  return done;
}

/**
 * GET api/goods/priceListPdf: the list's PDF for a kind, audience (business or not) and currency,
 * made once and kept in the read cache ('catalogue' scope: any change of goods, prices or stock
 * drops it) so the next download is instant.
 */
export async function priceListPdf(app: ReadApp, opts: { kind: PriceListKind; business: boolean; currencyId?: number }): Promise<Buffer> {
  const currency = (opts.currencyId ? await findCurrency(app, opts.currencyId) : undefined) ?? (await defaultCurrency(app));
  if (!currency) throw new Error('the shop has no currencies');
  const audience = opts.kind === 'w' && opts.business ? 'business' : 'everyone';
  return app.readCache.get(`price-list-pdf:${opts.kind}:${audience}:${currency.id}`, () =>
    buildPriceListPdf(app.db, { ...opts, currency, at: new Date() }),
  );
}
