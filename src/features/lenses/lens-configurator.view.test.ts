import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lensConfiguratorMachine } from '../../../machines/lens-configurator.machine';
import { lensConfiguratorView } from './lens-configurator.view';

const INPUT = { goodsId: 12, variantId: 3, frameName: 'Round One', framePrice: 20 };
/** The machine's first context (the actor is never started: no call is made). */
const CONTEXT = createActor(lensConfiguratorMachine, { input: INPUT }).getSnapshot().context;
const at = (value: Parameters<typeof lensConfiguratorMachine.resolveState>[0]['value']) =>
  lensConfiguratorView(lensConfiguratorMachine.resolveState({ value, context: CONTEXT }));
const idle = { uploading: false, savingRx: false, adding: false };

describe('lensConfiguratorView', () => {
  it('the loading line, its failure, and each step', () => {
    expect(at('loading')).toEqual({ step: 'loading', ...idle });
    expect(at('loadFailed')).toEqual({ step: 'failed', ...idle });
    expect(at('usage')).toEqual({ step: 'usage', ...idle });
    expect(at({ prescription: 'editing' })).toEqual({ step: 'prescription', ...idle });
    expect(at('index')).toEqual({ step: 'index', ...idle });
    expect(at('coatings')).toEqual({ step: 'coatings', ...idle });
    expect(at('review')).toEqual({ step: 'review', ...idle });
  });

  it('what is on its way within a step', () => {
    expect(at({ prescription: 'uploading' })).toEqual({ step: 'prescription', ...idle, uploading: true });
    expect(at({ prescription: 'saving' })).toEqual({ step: 'prescription', ...idle, savingRx: true });
    expect(at('adding')).toEqual({ step: 'review', ...idle, adding: true });
    expect(at('added')).toEqual({ step: 'review', ...idle, adding: true });
  });
});
