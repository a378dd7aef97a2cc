import { describe, expect, it } from 'vitest';
import { promoBannerMachine } from '../../../machines/promo-banner.machine';
import { promoBannerView } from './promo-banner.view';

const at = (value: string) => promoBannerView(promoBannerMachine.resolveState({ value, context: { index: 1, count: 3 } }));

describe('promoBannerView', () => {
  it('playing and paused', () => {
    expect(at('playing')).toEqual({ index: 1, paused: false });
    expect(at('paused')).toEqual({ index: 1, paused: true });
  });
});
