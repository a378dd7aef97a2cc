import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { GoodsImage } from '../../../contract/catalog';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { ChevronIcon } from '../../components/icons';
import { PICTURE_SIZES, ShopPicture } from '../../components/shop-picture';

/** The generated pictures are 2:1 (480 × 240). */
export const GALLERY_WIDTH = 480;
export const GALLERY_HEIGHT = 240;

/** The chosen colour's pictures first, then the others, each group in the server's order. */
export function orderImages(images: GoodsImage[], variantId: number | null): GoodsImage[] {
  if (variantId == null) return images;
  return [...images.filter((i) => i.variant_id === variantId), ...images.filter((i) => i.variant_id !== variantId)];
}

const Wrap = styled('section', { position: 'relative', backgroundColor: '#f5f4f1' });
export const GalleryFrame = styled('div', { width: '100%', aspectRatio: `${GALLERY_WIDTH} / ${GALLERY_HEIGHT}` });
// Slides are groups (the carousel pattern), so the track is no list; it scrolls, so it takes focus
// (arrow keys scroll it) and is named by the picture shown.
const Track = styled('div', {
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > div': { flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' },
  // Photos of any shape fit the drawn pictures' 2:1 frame (no shift when the colour changes).
  '& img': { width: '100%', height: 'auto', aspectRatio: `${GALLERY_WIDTH} / ${GALLERY_HEIGHT}`, display: 'block', objectFit: 'contain' },
});
const Nav = styled('button', {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '0.9rem',
  height: '0.9rem',
  minWidth: 36,
  minHeight: 36,
  borderRadius: '$pill',
  border: 0,
  backgroundColor: 'rgba(255,255,255,.85)',
  boxShadow: '$card',
  display: 'grid',
  placeItems: 'center',
  color: '$ink',
  cursor: 'pointer',
  '&:disabled': { opacity: 0, pointerEvents: 'none' },
  variants: { side: { start: { insetInlineStart: '$2' }, end: { insetInlineEnd: '$2' } } },
  '& svg': { width: '0.4rem', height: '0.4rem' },
  '&[data-side="start"] svg': { transform: 'scaleX(-1)' },
  '[dir="rtl"] &[data-side="end"] svg': { transform: 'scaleX(-1)' },
  '[dir="rtl"] &[data-side="start"] svg': { transform: 'none' },
});
const Footer = styled('div', {
  position: 'absolute',
  insetInline: 0,
  bottom: '$2',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$3',
  pointerEvents: 'none',
});
const Dots = styled('div', { display: 'flex', pointerEvents: 'auto' });
// 24px targets (WCAG 2.5.8) around the small drawn dot.
const Dot = styled('button', {
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'none',
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  '&::after': { content: '""', width: 6, height: 6, borderRadius: '$pill', backgroundColor: 'rgba(0,0,0,.25)' },
  '&[aria-current="true"]::after': { backgroundColor: '$brand', width: 8, height: 8 },
});
const Counter = styled('span', {
  position: 'absolute',
  insetInlineEnd: '$3',
  bottom: '$2',
  fontSize: '$xs',
  backgroundColor: 'rgba(0,0,0,.55)',
  color: '#fff',
  borderRadius: '$pill',
  padding: '0 $2',
});

/**
 * A swipeable gallery: a horizontal scroll-snap list (swipe works natively, in both directions),
 * previous/next buttons, dots and a counter. The first picture is the likely LCP: eager and high
 * priority; the others load lazily.
 */
export function Gallery({ images, variantId, name }: { images: GoodsImage[]; variantId: number | null; name: string }) {
  const { t } = useTranslation('product');
  const ordered = useMemo(() => orderImages(images, variantId), [images, variantId]);
  const track = useRef<HTMLDivElement>(null);
  const shownId = useId();
  const [index, setIndex] = useState(0);
  const total = ordered.length;

  // A new colour brings its pictures to the front: show the first.
  useEffect(() => {
    setIndex(0);
    const el = track.current;
    if (el) el.scrollLeft = 0;
  }, [variantId]);

  const go = (i: number) => {
    const next = Math.max(0, Math.min(total - 1, i));
    setIndex(next);
    const el = track.current;
    const item = el?.children[next] as HTMLElement | undefined;
    if (el && item) {
      // offsetLeft is measured from the start edge in LTR; in RTL scrollLeft runs negative.
      const rtl = getComputedStyle(el).direction === 'rtl';
      const left = rtl ? -(el.scrollWidth - item.offsetLeft - item.offsetWidth) : item.offsetLeft;
      el.scrollTo?.({ left, behavior: 'smooth' });
    }
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(Math.abs(el.scrollLeft) / el.clientWidth);
    if (i !== index && i >= 0 && i < total) setIndex(i);
  };

  return (
    <Wrap aria-roledescription="carousel" aria-label={t('gallery.label', { name })}>
      <GalleryFrame>
        <Track ref={track} onScroll={onScroll} {...(total > 1 ? { tabIndex: 0, role: 'group', 'aria-labelledby': shownId } : {})}>
          {ordered.map((img, i) => (
            <div
              key={img.url}
              role="group"
              aria-roledescription="slide"
              aria-label={t('gallery.slide', { index: i + 1, total })}
              aria-hidden={i === index ? undefined : true}
            >
              {img.photo ? (
                <ShopPicture photo={img.photo} alt={img.alt} sizes={PICTURE_SIZES.gallery} eager={i === 0} />
              ) : (
                <img
                  src={img.url}
                  alt={img.alt}
                  width={GALLERY_WIDTH}
                  height={GALLERY_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  {...{ fetchpriority: i === 0 ? 'high' : 'low' }}
                />
              )}
            </div>
          ))}
        </Track>
      </GalleryFrame>
      {total > 1 && (
        <>
          <Nav type="button" side="start" data-side="start" aria-label={t('gallery.previous')} disabled={index === 0} onClick={() => go(index - 1)}>
            <ChevronIcon />
          </Nav>
          <Nav type="button" side="end" data-side="end" aria-label={t('gallery.next')} disabled={index === total - 1} onClick={() => go(index + 1)}>
            <ChevronIcon />
          </Nav>
          <Footer>
            <Dots>
              {ordered.map((img, i) => (
                <Dot
                  key={img.url}
                  type="button"
                  aria-label={t('gallery.show', { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </Dots>
          </Footer>
          <Counter aria-live="polite" dir="ltr">
            <span id={shownId} className="visually-hidden">
              {t('gallery.slide', { index: index + 1, total })}
            </span>
            <span aria-hidden>{t('gallery.counter', { index: index + 1, total })}</span>
          </Counter>
        </>
      )}
    </Wrap>
  );
}
