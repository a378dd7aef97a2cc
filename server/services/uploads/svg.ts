/**
 * SVG logos: only drawing is allowed. A file is refused (undefined) when it holds anything that
 * runs or reaches out: an element outside the drawing set (script, foreignObject, iframe, image,
 * use of another file...), an event handler attribute (on*), a link that is not to an id in the
 * same file (href, xlink:href, url(...) other than #id), a DOCTYPE or entity, a processing
 * instruction after the XML declaration, CDATA, or `javascript:` / `data:` anywhere. What passes
 * is returned as it was, without comments or the XML declaration.
 */
const ALLOWED = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'symbol',
  'use',
  'title',
  'desc',
  'style',
  'filter',
  'fegaussianblur',
  'feoffset',
  'feblend',
  'fecolormatrix',
  'feflood',
  'fecomposite',
  'femerge',
  'femergenode',
  'metadata',
]);

export function sanitizeSvg(text: string): string | undefined {
  let src = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  if (/<!|<\?|javascript:|data:|@import|\bexpression\s*\(/i.test(src)) return undefined;
  const tag = /<\/?\s*([A-Za-z][\w:.-]*)([^>]*)>/g;
  for (const m of src.matchAll(tag)) {
    const name = m[1]!.toLowerCase().replace(/^svg:/, '');
    if (!ALLOWED.has(name)) return undefined;
    const attrs = m[2] ?? '';
    for (const a of attrs.matchAll(/([^\s=/>]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attr = a[1]!.toLowerCase();
      const value = (a[2] ?? '').replace(/^["']|["']$/g, '').trim();
      if (attr.startsWith('on')) return undefined;
      if ((attr === 'href' || attr.endsWith(':href') || attr === 'src') && !value.startsWith('#')) return undefined;
    }
  }
  for (const u of src.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) if (!u[2]!.trim().startsWith('#')) return undefined;
  // A '<' that is not a tag (e.g. `<script` split oddly) would slip past the tag scan: refuse.
  if (src.replace(tag, '').includes('<')) return undefined;
  src = src.trim();
  return src;
}
