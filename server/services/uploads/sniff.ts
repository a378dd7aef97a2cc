import type { UploadType } from '../../../contract/wholesale-services';

/**
 * What a file is, by its first bytes, never by its name: PNG, JPEG, WebP by their signatures, SVG
 * by its text beginning (after a BOM, an XML declaration, comments, an svg DOCTYPE and space) with
 * `<svg` (svg.ts then refuses the DOCTYPE).
 * Anything else is undefined, AVIF too (the uploads of services/uploads do not take it; the
 * console's photos ask sniffImageType).
 */
export function sniffType(data: Buffer): UploadType | undefined {
  if (isAvif(data)) return undefined;
  return sniffImageType(data) as UploadType | undefined;
}

/** What sniffImageType can tell: sniffType's types and AVIF (the console's photos take it). */
export type SniffedType = UploadType | 'image/avif';

/** AVIF brands of an ISO-BMFF `ftyp` box: a still image (avif) or an image sequence (avis). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * AVIF: an ISO-BMFF file whose first box is `ftyp` (size, 'ftyp', major brand, minor version,
 * compatible brands) naming avif or avis as its major or one of its compatible brands.
 */
export function isAvif(data: Buffer): boolean {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(data.readUInt32BE(0), data.length, 4096);
  if (size < 16) return false;
  if (AVIF_BRANDS.has(data.toString('latin1', 8, 12))) return true;
  for (let at = 16; at + 4 <= size; at += 4) if (AVIF_BRANDS.has(data.toString('latin1', at, at + 4))) return true;
  return false;
}

/** sniffType, and AVIF too (services/media: the console's photos). */
export function sniffImageType(data: Buffer): SniffedType | undefined {
  if (isAvif(data)) return 'image/avif';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE\s+svg(\s*\[[\s\S]*?\])?[^>]*>)\s*)*/i, '');
  if (/^<svg[\s>]/i.test(rest)) return 'image/svg+xml';
  return undefined;
}
