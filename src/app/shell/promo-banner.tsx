import { useRef } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import { promoBannerMachine } from '../../../machines/promo-banner.machine';
import { styled } from '../../styles/theme';
import { ChevronIcon, TruckIcon } from '../../components/icons';
import { promoBannerView } from './promo-banner.view';

/** The shop's standing offers, as i18n keys under shell:promo. */
export const PROMO_SLIDES = ['freeShipping', 'freeReturns', 'businessPricing'] as const;

/**
 * Sticky right under the sticky header (and beneath it): a scrolled page never slides the banner
 * half under the header, where its arrows were covered and too small a target.
 */
const Wrap = styled('section', {
  position: 'sticky',
  top: '$sizes$header',
  zIndex: 49,
  display: 'flex',
  alignItems: 'center',
  height: '$promo',
  backgroundColor: '$brand',
  color: '$brandInk',
  fontSize: '$sm',
  overflow: 'hidden',
  touchAction: 'pan-y',
});

const Slide = styled('p', {
  flex: 1,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  fontWeight: 600,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const Arrow = styled('button', {
  flex: 'none',
  width: '$promo',
  height: '$promo',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  padding: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  opacity: 0.85,
  '& svg': { width: '0.36rem', height: '0.36rem' },
  '&[data-back] svg': { transform: 'scaleX(-1)' },
  // Arrows point the reading way: mirrored in RTL.
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
  '[dir="rtl"] &[data-back] svg': { transform: 'none' },
});

const SWIPE_PX = 30;

/**
 * The top promo banner: a new message every 3 seconds, held still while the pointer or focus is
 * on it; arrows and swipes move by hand.
 */
export function PromoBanner({ logic = promoBannerMachine }: { logic?: typeof promoBannerMachine }) {
  const { t, i18n } = useTranslation('shell');
  const actor = useActorRef(logic, { input: { count: PROMO_SLIDES.length } });
  const { index, paused } = useSelector(actor, promoBannerView, shallowEqual);
  const touchX = useRef<number | null>(null);
  const rtl = i18n.dir() === 'rtl';
  const slide = PROMO_SLIDES[index]!;
  return (
    <Wrap
      aria-roledescription={t('promo.roledescription')}
      aria-label={t('promo.label')}
      onMouseEnter={() => actor.send({ type: 'banner.pause' })}
      onMouseLeave={() => actor.send({ type: 'banner.resume' })}
      onFocus={() => actor.send({ type: 'banner.pause' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) actor.send({ type: 'banner.resume' });
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
        // A swipe towards the reading start shows the next message.
        const towardsStart = rtl ? end > start : end < start;
        actor.send({ type: towardsStart ? 'banner.next' : 'banner.previous' });
      }}
      data-state={paused ? 'paused' : 'playing'}
    >
      <Arrow type="button" data-back="" aria-label={t('promo.previous')} onClick={() => actor.send({ type: 'banner.previous' })}>
        <ChevronIcon />
      </Arrow>
      <Slide aria-live={paused ? 'polite' : 'off'} data-slide={slide}>
        {slide === 'freeShipping' && <TruckIcon size="0.4rem" />}
        <span>{t(`promo.${slide}`)}</span>
      </Slide>
      <Arrow type="button" aria-label={t('promo.next')} onClick={() => actor.send({ type: 'banner.next' })}>
        <ChevronIcon />
      </Arrow>
    </Wrap>
  );
}
