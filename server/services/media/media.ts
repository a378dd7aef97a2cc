import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaPath, PHOTO_LIMITS, type ShopImage, type ShopImagePurpose } from '../../../contract/admin-products';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { shopImageFiles, shopImages } from '../../db/schema';
import { invalid } from '../../errors';
import { recordAudit, type AuditActor } from '../staff/audit';
import { sniffImageType } from '../uploads/sniff';

/**
 * Staff pictures (README.md): checked by content, decoded with sharp, turned upright by their EXIF
 * orientation, stripped of metadata and re-encoded into AVIF and WebP at PHOTO_LIMITS.widths (never
 * wider than the original); every encoding kept in shop_image_files under the picture's random key.
 */

export type MediaFormat = 'avif' | 'webp';
export const MEDIA_FORMATS: readonly MediaFormat[] = ['avif', 'webp'];

/** Larger pictures are refused as unreadable before they are decoded (a decompression bomb). 12 MP photos pass with room. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** How hard the encoders work: AVIF effort 2 of 9 is most of the size gain at a fraction of the time of the default 4. */
const AVIF = { quality: 55, effort: 2 } as const;
const WEBP = { quality: 80, effort: 4 } as const;

/** One encoding of a picture, ready to store. */
export interface EncodedFile {
  width: number;
  height: number;
  format: MediaFormat;
  data: Buffer;
}

export interface EncodedImage {
  /** The original's size after EXIF rotation. */
  width: number;
  height: number;
  files: EncodedFile[];
}

/** The widths a picture `width` px wide is encoded at: the standard ones below it, and itself up to the largest. */
export function widthsFor(width: number): number[] {
  const all: number[] = PHOTO_LIMITS.widths.filter((w) => w < width);
  const top = Math.min(width, PHOTO_LIMITS.widths[PHOTO_LIMITS.widths.length - 1]!);
  if (!all.includes(top)) all.push(top);
  return all;
}

/**
 * Encodings run one at a time per process: sharp works off the event loop (libuv's pool) but each
 * encoding already uses the cores it can, and a burst of uploads must not take every pool thread
 * from the rest of the server (file reads, password hashing).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Checks and re-encodes an upload. Not a PNG, JPEG, WebP or AVIF by its bytes (an SVG, a text file
 * named .png): 422 photoTypeInvalid on `field`; larger than PHOTO_LIMITS.maxBytes: photoTooLarge
 * (the multipart reader stops before that); truncated, broken or too many pixels: photoUnreadable.
 */
export async function encodeImage(data: Buffer, field = 'file'): Promise<EncodedImage> {
  if (data.length > PHOTO_LIMITS.maxBytes) throw invalid({ [field]: said('photoTooLarge') });
  const type = sniffImageType(data);
  if (!type || !(PHOTO_LIMITS.types as readonly string[]).includes(type)) throw invalid({ [field]: said('photoTypeInvalid') });
  try {
    return await oneAtATime(() => encode(data));
  } catch {
    throw invalid({ [field]: said('photoUnreadable') });
  }
}

async function encode(data: Buffer): Promise<EncodedImage> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const meta = await sharp(data, input).metadata();
  if (!meta.width || !meta.height) throw new Error('no size');
  // Orientations 5-8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = widthsFor(width);
  // Decoded once, upright and at the largest width; the smaller ones come from that (no metadata is copied).
  const largest = await sharp(data, input)
    .rotate()
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels } };
  const files: EncodedFile[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((largest.info.height * w) / largest.info.width));
    const sized = sharp(largest.data, raw).resize({ width: w, height: h, fit: 'fill' });
    const [avif, webp] = await Promise.all([sized.clone().avif(AVIF).toBuffer(), sized.clone().webp(WEBP).toBuffer()]);
    files.push({ width: w, height: h, format: 'avif', data: avif }, { width: w, height: h, format: 'webp', data: webp });
  }
  return { width, height, files };
}

/** A stored picture's row with its encodings' sizes (no bytes). */
export interface ImageRow {
  id: number;
  key: string;
  width: number;
  height: number;
  files: { width: number; height: number; format: MediaFormat }[];
}

/**
 * The picture as the shop serves it: `<img src>` the WebP at 640 px (or the widest below), and each
 * format's srcset; width/height the src's (the aspect ratio the page reserves).
 */
export function shopImageOf(row: ImageRow): ShopImage {
  const of = (format: MediaFormat) => row.files.filter((f) => f.format === format).sort((a, b) => a.width - b.width);
  const webp = of('webp');
  const srcset = (format: MediaFormat) =>
    of(format)
      .map((f) => `${mediaPath(row.key, f.width, format)} ${f.width}w`)
      .join(', ');
  const main = [...webp].reverse().find((f) => f.width <= 640) ?? webp[0];
  return {
    key: row.key,
    src: main ? mediaPath(row.key, main.width, 'webp') : '',
    srcset_avif: srcset('avif'),
    srcset_webp: srcset('webp'),
    width: main?.width ?? row.width,
    height: main?.height ?? row.height,
  };
}

/** Keeps an encoded picture in one transaction (the caller's, when given); its row. */
export async function storeImage(db: Db, purpose: ShopImagePurpose, staffId: number | null, image: EncodedImage): Promise<ImageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shopImages)
      .values({ key: randomBytes(16).toString('hex'), purpose, width: image.width, height: image.height, staffId })
      .returning({ id: shopImages.id, key: shopImages.key });
    await tx
      .insert(shopImageFiles)
      .values(
        image.files.map((f) => ({ imageId: row!.id, width: f.width, height: f.height, format: f.format, size: f.data.length, content: f.data })),
      );
    return {
      id: row!.id,
      key: row!.key,
      width: image.width,
      height: image.height,
      files: image.files.map(({ width, height, format }) => ({ width, height, format })),
    };
  });
}

/** Pictures by id, with their encodings' sizes (never their bytes). */
export async function loadImages(db: Db, ids: number[]): Promise<Map<number, ImageRow>> {
  const out = new Map<number, ImageRow>();
  if (!ids.length) return out;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: shopImages.id, key: shopImages.key, width: shopImages.width, height: shopImages.height })
    .from(shopImages)
    .where(inArray(shopImages.id, unique));
  const files = await db
    .select({ imageId: shopImageFiles.imageId, width: shopImageFiles.width, height: shopImageFiles.height, format: shopImageFiles.format })
    .from(shopImageFiles)
    .where(inArray(shopImageFiles.imageId, unique))
    .orderBy(asc(shopImageFiles.width));
  for (const r of rows) out.set(r.id, { ...r, files: [] });
  for (const f of files) out.get(f.imageId)?.files.push({ width: f.width, height: f.height, format: f.format });
  return out;
}

/** `640.webp` → its width and format; undefined for any other name. */
export function parseMediaFile(file: string): { width: number; format: MediaFormat } | undefined {
  const m = /^([1-9]\d{0,4})\.(avif|webp)$/.exec(file);
  return m ? { width: Number(m[1]), format: m[2] as MediaFormat } : undefined;
}

/** One encoding's bytes (GET /media/:key/:file); undefined when there is none. */
export async function mediaFile(db: Db, key: string, file: string): Promise<{ format: MediaFormat; data: Buffer } | undefined> {
  const wanted = parseMediaFile(file);
  if (!wanted || !/^[0-9a-f]{32}$/.test(key)) return undefined;
  const [row] = await db
    .select({ content: shopImageFiles.content })
    .from(shopImageFiles)
    .innerJoin(shopImages, eq(shopImages.id, shopImageFiles.imageId))
    .where(and(eq(shopImages.key, key), eq(shopImageFiles.width, wanted.width), eq(shopImageFiles.format, wanted.format)));
  return row ? { format: wanted.format, data: row.content } : undefined;
}

/**
 * POST api/admin/media: checks, encodes and keeps a storefront picture, in one transaction with its
 * audit entry ('media.upload'); its row. Pages, categories and slides then refer to it by key.
 */
export async function saveUpload(db: Db, purpose: ShopImagePurpose, actor: AuditActor, data: Buffer, field = 'file'): Promise<ImageRow> {
  const encoded = await encodeImage(data, field);
  return db.transaction(async (tx) => {
    const image = await storeImage(tx, purpose, typeof actor === 'object' ? actor.id : null, encoded);
    await recordAudit(tx, actor, {
      action: 'media.upload',
      record_kind: purpose === 'product' ? 'product' : 'page',
      record_id: image.key,
      after: { key: image.key, purpose, width: image.width, height: image.height },
    });
    return image;
  });
}
