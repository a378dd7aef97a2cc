/**
 * Product pictures, drawn rather than stored: a frame of the product's shape and rim style in one
 * colour on a light background. Small (about 1 KB), deterministic, served with immutable caching.
 * Lens outlines are written for the viewer's left lens with the nose side towards +x; the right
 * lens is the same path mirrored.
 */
export interface FrameDrawing {
  shape: string;
  rim: string;
  /** '#rrggbb' */
  color: string;
  tinted: boolean;
  kind: string;
  view: 'front' | 'side';
}

/** A lens outline per frame shape (SVG path data around 0,0, about 90 x 70). */
export const lensPaths: Record<string, string> = {
  round: 'M-35,0a35,35 0 1,0 70,0a35,35 0 1,0 -70,0Z',
  oval: 'M-42,0a42,28 0 1,0 84,0a42,28 0 1,0 -84,0Z',
  rectangle: 'M-36,-24H36Q44,-24 44,-16V16Q44,24 36,24H-36Q-44,24 -44,16V-16Q-44,-24 -36,-24Z',
  square: 'M-26,-34H26Q38,-34 38,-22V22Q38,34 26,34H-26Q-38,34 -38,22V-22Q-38,-34 -26,-34Z',
  aviator: 'M-44,-24C-36,-32 30,-32 42,-26C48,-18 46,10 34,26C24,38 4,40 -12,32C-32,22 -48,0 -44,-24Z',
  'cat-eye': 'M-46,-30C-20,-26 20,-28 40,-22C46,-6 40,18 22,26C2,34 -24,30 -36,16C-46,4 -48,-16 -46,-30Z',
  browline: 'M-42,-24H42C44,0 36,28 0,28C-36,28 -44,0 -42,-24Z',
  geometric: 'M-22,-32L22,-32L44,0L22,30L-22,30L-44,0Z',
  wayfarer: 'M-46,-28L42,-24C44,-4 38,18 26,26L-30,28C-42,18 -46,0 -46,-28Z',
};

const BG = '<rect width="240" height="120" fill="#f5f4f1"/><ellipse cx="120" cy="108" rx="88" ry="4" fill="#000" opacity=".06"/>';

function open(view: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="480" height="240" role="img" aria-label="${view}">`;
}

function lensFill(d: FrameDrawing) {
  return d.tinted ? 'fill="#33393e" fill-opacity=".82"' : 'fill="#dbe7ee" fill-opacity=".55"';
}

/** One lens with its rim: an underlay keeps light colours visible on the light background. */
function lens(d: FrameDrawing, path: string) {
  const fill = `<path d="${path}" ${lensFill(d)}/>`;
  if (d.rim === 'rimless') {
    return `${fill}<path d="${path}" fill="none" stroke="${d.color}" stroke-width="1.6"/>`;
  }
  if (d.rim === 'semi-rimless') {
    return (
      `${fill}<path d="${path}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="1.4"/>` +
      `<path d="${path}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="7.5" clip-path="url(#top)"/>` +
      `<path d="${path}" fill="none" stroke="${d.color}" stroke-width="6" clip-path="url(#top)"/>`
    );
  }
  return (
    `${fill}<path d="${path}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="7.5"/>` +
    `<path d="${path}" fill="none" stroke="${d.color}" stroke-width="6"/>`
  );
}

function front(d: FrameDrawing) {
  const path = lensPaths[d.shape] ?? lensPaths.rectangle!;
  const one = lens(d, path);
  const brow = d.shape === 'browline' ? `<path d="M-46,-24H44" stroke="${d.color}" stroke-width="10" stroke-linecap="round"/>` : '';
  const line = `stroke="${d.color}" stroke-width="5" fill="none" stroke-linecap="round"`;
  return (
    open('front') +
    BG +
    '<defs><clipPath id="top"><rect x="-60" y="-60" width="120" height="56"/></clipPath></defs>' +
    `<g transform="translate(67 56)">${one}${brow}</g>` +
    `<g transform="translate(173 56) scale(-1 1)">${one}${brow}</g>` +
    `<path d="M108,38Q120,28 132,38" ${line}/>` +
    `<path d="M23,36L8,33M217,36L232,33" ${line}/>` +
    '</svg>'
  );
}

function side(d: FrameDrawing) {
  const line = `stroke="${d.color}" fill="none" stroke-linecap="round"`;
  return (
    open('side') +
    BG +
    `<ellipse cx="46" cy="58" rx="7" ry="30" ${lensFill(d)}/>` +
    `<path d="M44,28C54,30 56,86 44,88" ${line} stroke-width="${d.rim === 'rimless' ? 1.6 : 5}"/>` +
    `<path d="M50,36L186,42Q212,44 222,74" ${line} stroke-width="5"/>` +
    `<rect x="46" y="32" width="10" height="8" rx="2" fill="${d.color}"/>` +
    '</svg>'
  );
}

/** A lens product: one lens with a soft reflection. */
function lensOnly() {
  return (
    open('lens') +
    BG +
    `<ellipse cx="120" cy="56" rx="56" ry="40" fill="#dbe7ee" fill-opacity=".8" stroke="#9fb3bf" stroke-width="1.5"/>` +
    '<path d="M86,40Q100,24 124,22" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>' +
    '</svg>'
  );
}

export function drawFrame(d: FrameDrawing): string {
  if (d.kind === 'lens') return lensOnly();
  return d.view === 'side' ? side(d) : front(d);
}
