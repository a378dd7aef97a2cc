import type { UploadType } from '../../../contract/wholesale-services';

/**
 * What a file is, by its first bytes, never by its name: PNG, JPEG, WebP by their signatures, SVG
 * by its text beginning (after a BOM, an XML declaration, comments, an svg DOCTYPE and space) with
 * `<svg` (svg.ts then refuses the DOCTYPE).
 * Anything else is undefined.
 */
export function sniffType(data: Buffer): UploadType | undefined {
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
