import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { said } from '../../../contract/messages';
import type { UploadType } from '../../../contract/wholesale-services';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { invalid } from '../../errors';
import { sniffType } from './sniff';
import { sanitizeSvg } from './svg';

/** A file ready to keep: checked by content and made safe. */
export interface CleanFile {
  mime: UploadType;
  data: Buffer;
  name: string;
}

/** Larger pictures are refused as unreadable rather than decoded (a decompression bomb). */
const MAX_PIXELS = 40_000_000;

/**
 * The one check of every upload (logos, OEM/ODM attachments): what the bytes are (sniffType, never
 * the name or the client's content type), then raster images decoded and re-encoded in their own
 * format with sharp (metadata dropped, anything hidden after the image gone) and SVG sanitized or
 * refused (svg.ts). Not an image we take: 422 uploadType; a broken image: 422 uploadUnreadable; an
 * SVG with scripts or links: 422 uploadSvgUnsafe. The size limit is the multipart reader's.
 */
export async function cleanUpload(data: Buffer, filename: string, field = 'file'): Promise<CleanFile> {
  const type = sniffType(data);
  const name = filename.replace(/[^\w .()-]+/g, '_').slice(-120) || 'upload';
  if (!type) throw invalid({ [field]: said('uploadType') });
  if (type === 'image/svg+xml') {
    const svg = sanitizeSvg(data.toString('utf8'));
    if (svg === undefined) throw invalid({ [field]: said('uploadSvgUnsafe') });
    return { mime: type, data: Buffer.from(svg, 'utf8'), name };
  }
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const out = type === 'image/png' ? image.png() : type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
    return { mime: type, data: await out.toBuffer(), name };
  } catch {
    throw invalid({ [field]: said('uploadUnreadable') });
  }
}

/** Keeps a clean file under a generated key; returns its id. */
export async function storeUpload(db: Db, userId: number | null, purpose: 'logo' | 'odm' | 'rx', file: CleanFile): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      key: randomBytes(16).toString('hex'),
      userId,
      purpose,
      mime: file.mime,
      originalName: file.name,
      size: file.data.length,
      content: file.data,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
