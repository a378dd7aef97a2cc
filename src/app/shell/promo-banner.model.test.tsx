import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { I18n } from '../../i18n/runtime';
import { I18nProvider } from '../../i18n/react';
import { promoBannerMachine } from '../../../machines/promo-banner.machine';
import { PROMO_AUTOPLAY_MS } from '../../../contract/constants';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { PROMO_SLIDES, PromoBanner } from './promo-banner';

const model = createTestModel(toModelMachine(promoBannerMachine), {
  input: { count: PROMO_SLIDES.length },
  serializeState: everyTransition() as never,
  events: [
    { type: 'banner.next' },
    { type: 'banner.previous' },
    { type: 'banner.pause' },
    { type: 'banner.resume' },
    { type: 'xstate.after.bannerAutoplay.promoBanner.playing' },
  ] as never,
});

const English: Record<string, string> = {
  freeShipping: 'Free shipping on orders over $69',
  freeReturns: '30-day returns, no questions asked',
  businessPricing: 'Business pricing: the more you order, the less each frame costs',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('promo banner (model: every state and transition of promo-banner.machine)', () => {
  const paths = model.getShortestPaths();

  it('covers every state and every slide', () => {
    expect(statesVisited(paths)).toEqual(new Set(['"playing"', '"paused"']));
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.context.index)))).toEqual(new Set([0, 1, 2]));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      render(
        <I18nProvider i18n={i18n}>
          <PromoBanner />
        </I18nProvider>,
      );
      await flush(1);
      const banner = () => screen.getByRole('region', { name: 'Shop news' });

      await path.test({
        states: {
          '*': (state) => {
            const slide = PROMO_SLIDES[state.context.index]!;
            expect(banner().textContent).toContain(English[slide]);
            for (const other of PROMO_SLIDES) if (other !== slide) expect(banner().textContent).not.toContain(English[other]);
            expect(banner().dataset.state).toBe(String(state.value));
          },
        },
        events: {
          'banner.next': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Next message' }));
            await flush(1);
          },
          'banner.previous': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Previous message' }));
            await flush(1);
          },
          'banner.pause': async () => {
            fireEvent.mouseEnter(banner());
            await flush(1);
          },
          'banner.resume': async () => {
            fireEvent.mouseLeave(banner());
            await flush(1);
          },
          'xstate.after.bannerAutoplay.promoBanner.playing': async () => {
            act(() => vi.advanceTimersByTime(PROMO_AUTOPLAY_MS));
            await flush(1);
          },
        } as never,
      });
    });
  }

  it('holds still while paused, however long the shopper reads', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <PromoBanner />
      </I18nProvider>,
    );
    await flush(1);
    const banner = screen.getByRole('region', { name: 'Shop news' });
    fireEvent.focus(screen.getByRole('button', { name: 'Next message' }));
    act(() => vi.advanceTimersByTime(PROMO_AUTOPLAY_MS * 5));
    expect(banner.textContent).toContain(English.freeShipping);
    expect(banner.dataset.state).toBe('paused');
  });

  it('moves by swipe: towards the start shows the next message', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <PromoBanner />
      </I18nProvider>,
    );
    await flush(1);
    const banner = screen.getByRole('region', { name: 'Shop news' });
    fireEvent.touchStart(banner, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(banner, { changedTouches: [{ clientX: 200 }] });
    expect(banner.textContent).toContain(English.freeReturns);
    fireEvent.touchStart(banner, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(banner, { changedTouches: [{ clientX: 260 }] });
    expect(banner.textContent).toContain(English.freeShipping);
  });
});
