export type FrameShape = 'round' | 'rectangle' | 'square' | 'cat-eye' | 'aviator' | 'oval' | 'wrap' | 'half-eye' | 'lens' | 'case';

export interface FrameArtProps {
  shape: FrameShape;
  /** Frame colour. */
  color: string;
  /** Lens tint; transparent for clear optical lenses. */
  tint?: string;
  className?: string;
}

const L = 36; // left lens centre x
const R = 84; // right lens centre x
const Y = 34; // lens centre y

function lensPath(shape: FrameShape, cx: number, mirror: boolean): string {
  const s = mirror ? -1 : 1;
  switch (shape) {
    case 'round':
      return `M${cx - 17} ${Y}a17 17 0 1 0 34 0a17 17 0 1 0 -34 0Z`;
    case 'oval':
      return `M${cx - 20} ${Y}a20 14 0 1 0 40 0a20 14 0 1 0 -40 0Z`;
    case 'square':
      return roundedRect(cx - 19, Y - 17, 38, 33, 6);
    case 'rectangle':
      return roundedRect(cx - 21, Y - 13, 42, 26, 7);
    case 'half-eye':
      return `M${cx - 20} ${Y - 2}h40v6a12 12 0 0 1 -12 12h-16a12 12 0 0 1 -12 -12Z`;
    case 'wrap':
      return `M${cx - 22 * s} ${Y - 10}C${cx - 8 * s} ${Y - 16} ${cx + 14 * s} ${Y - 15} ${cx + 22 * s} ${Y - 9}C${cx + 20 * s} ${Y + 8} ${cx + 6 * s} ${Y + 14} ${cx - 8 * s} ${Y + 12}C${cx - 18 * s} ${Y + 10} ${cx - 23 * s} ${Y} ${cx - 22 * s} ${Y - 10}Z`;
    case 'cat-eye':
      return `M${cx - 21 * s} ${Y - 12}C${cx - 8 * s} ${Y - 12} ${cx + 10 * s} ${Y - 12} ${cx + 19 * s} ${Y - 8}C${cx + 20 * s} ${Y + 6} ${cx + 10 * s} ${Y + 14} ${cx} ${Y + 14}C${cx - 12 * s} ${Y + 14} ${cx - 20 * s} ${Y + 6} ${cx - 21 * s} ${Y - 12}Z`;
    case 'aviator':
    default:
      return `M${cx - 20 * s} ${Y - 13}C${cx - 6 * s} ${Y - 15} ${cx + 12 * s} ${Y - 15} ${cx + 19 * s} ${Y - 11}C${cx + 21 * s} ${Y + 2} ${cx + 14 * s} ${Y + 17} ${cx + 2 * s} ${Y + 17}C${cx - 12 * s} ${Y + 17} ${cx - 21 * s} ${Y + 2} ${cx - 20 * s} ${Y - 13}Z`;
  }
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 -${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1 -${r} -${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r} -${r}Z`;
}

/**
 * A drawn pair of glasses (or a lens, or a case) in one colour: the shop's own illustrations,
 * with no external images. Decorative: the tile around it carries the name.
 */
export function FrameArt({ shape, color, tint = 'transparent', className }: FrameArtProps) {
  if (shape === 'lens') {
    return (
      <svg className={className} viewBox="0 0 120 68" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="34" rx="26" ry="26" fill={tint} stroke={color} strokeWidth="3" />
        <ellipse cx="60" cy="34" rx="16" ry="16" fill="none" stroke={color} strokeOpacity=".35" strokeWidth="2" />
        <path d="M44 22a20 20 0 0 1 14 -8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeOpacity=".9" />
      </svg>
    );
  }
  if (shape === 'case') {
    return (
      <svg className={className} viewBox="0 0 120 68" aria-hidden="true" focusable="false">
        <path d="M22 30c0-10 16-16 38-16s38 6 38 16v8c0 10-16 16-38 16s-38-6-38-16Z" fill={color} />
        <path d="M22 34c6 6 20 9 38 9s32-3 38-9" fill="none" stroke="#fff" strokeOpacity=".45" strokeWidth="2" />
        <rect x="54" y="40" width="12" height="5" rx="2" fill="#fff" fillOpacity=".7" />
      </svg>
    );
  }
  const half = shape === 'half-eye';
  return (
    <svg className={className} viewBox="0 0 120 68" aria-hidden="true" focusable="false">
      <g fill={tint} stroke={color} strokeWidth={shape === 'wrap' ? 4.5 : 3.5} strokeLinejoin="round">
        <path d={lensPath(shape, L, true)} />
        <path d={lensPath(shape, R, false)} />
      </g>
      <g fill="none" stroke={color} strokeWidth="3.5" strokeLinecap="round">
        <path d={half ? `M56 ${Y - 1}c2-3 6-3 8 0` : `M${shape === 'round' ? 53 : 55} ${Y - 6}c3-5 7-5 10 0`} />
        <path d={`M${L - 21} ${Y - 8}L6 ${Y - 12}`} />
        <path d={`M${R + 21} ${Y - 8}L114 ${Y - 12}`} />
      </g>
      <g fill="none" stroke="#fff" strokeOpacity=".8" strokeWidth="2.5" strokeLinecap="round">
        <path d={`M${L - 10} ${Y - 6}l6 -4`} />
        <path d={`M${R - 10} ${Y - 6}l6 -4`} />
      </g>
    </svg>
  );
}

/** Picks a drawing for a category from its name, so each tile shows what the category sells. */
export function artForCategory(name: string, index: number): Pick<FrameArtProps, 'shape' | 'color' | 'tint'> {
  const n = name.toLowerCase();
  if (n.includes('sun')) return { shape: 'aviator', color: '#c9a646', tint: 'rgba(40,52,64,.75)' };
  if (n.includes('blue')) return { shape: 'square', color: '#1f3a5f', tint: 'rgba(120,170,230,.25)' };
  if (n.includes('sport')) return { shape: 'wrap', color: '#2a7f7f', tint: 'rgba(255,140,60,.35)' };
  if (n.includes('kid')) return { shape: 'round', color: '#e5484d', tint: 'transparent' };
  if (n.includes('read')) return { shape: 'half-eye', color: '#6b3e26', tint: 'transparent' };
  if (n.includes('lens')) return { shape: 'lens', color: '#0f5c8c', tint: 'rgba(15,92,140,.12)' };
  if (n.includes('access') || n.includes('case')) return { shape: 'case', color: '#7a1f2b' };
  if (n.includes('optical') || n.includes('frame')) return { shape: 'rectangle', color: '#1f1f1f', tint: 'transparent' };
  const cycle: FrameShape[] = ['cat-eye', 'oval', 'round', 'rectangle'];
  const colors = ['#b76e79', '#556b2f', '#53565a', '#8b5a2b'];
  return { shape: cycle[index % cycle.length]!, color: colors[index % colors.length]! };
}
