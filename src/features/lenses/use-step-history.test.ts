import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { frameSphRangesOf, type LensCatalogue, type SavedPrescription } from '../../../contract/prescription';
import { lensConfiguratorMachine, lensStepOf } from '../../../machines/lens-configurator.machine';
import { followTo, searchWithStep, stepInSearch } from './use-step-history';

const testCatalogue: LensCatalogue = {
  usages: [
    { code: 'distance', name: 'Distance', description: '', price: 29 },
    { code: 'frame_only', name: 'Frame only', description: '', price: 0 },
  ],
  indices: [{ code: '1.50', name: '1.50 Standard', description: '', price: 0, material: 'CR-39', max_power: 4 }],
  coatings: [{ code: 'anti_reflective', name: 'Anti-reflective', description: '', price: 19, kind: 'coating' }],
};

async function atUsage() {
  const actor = createActor(
    lensConfiguratorMachine.provide({
      actors: {
        loadLenses: fromPromise(async () => testCatalogue),
        loadSphRange: fromPromise(async () => ({ goods_id: 3, rim: 'full-rim', ranges: [...frameSphRangesOf('full-rim')] })),
        loadSaved: fromPromise(async (): Promise<SavedPrescription[] | null> => null),
      },
    }),
    { input: { goodsId: 3, variantId: 7, frameName: 'Aria', framePrice: 60 } },
  ).start();
  await waitFor(actor, (s) => s.matches('usage'));
  return actor;
}

describe("the configurator's step in the URL", () => {
  it('reads the step from the search (the first when none or an unknown one) and writes it, keeping the colour', () => {
    expect(stepInSearch('?variant=9&step=index')).toBe('index');
    expect(stepInSearch('variant=9')).toBe('usage');
    expect(stepInSearch('?step=adding')).toBe('usage');
    expect(searchWithStep('variant=9', 'coatings')).toBe('?variant=9&step=coatings');
    expect(searchWithStep('?variant=9&step=coatings', 'usage')).toBe('?variant=9');
    expect(searchWithStep('', 'usage')).toBe('');
  });

  it('a history move is played to the machine as Back and Next, which keep what was entered', async () => {
    const actor = await atUsage();
    actor.send({ type: 'lens.usage', usage: 'distance' });
    actor.send({ type: 'lens.next' });
    actor.send({ type: 'lens.rx.field', field: 'pd', value: '63' });
    followTo(actor, 'coatings');
    expect(lensStepOf(actor.getSnapshot())).toBe('coatings');
    followTo(actor, 'usage');
    expect(lensStepOf(actor.getSnapshot())).toBe('usage');
    expect(actor.getSnapshot().context).toMatchObject({ usage: 'distance', rx: { pd: '63' }, index: '1.50' });
    followTo(actor, 'index');
    expect(lensStepOf(actor.getSnapshot())).toBe('index');
  });

  it('stops where the machine stops: at a prescription it refuses, and past a step frame only skips', async () => {
    const actor = await atUsage();
    actor.send({ type: 'lens.usage', usage: 'distance' });
    followTo(actor, 'review');
    // No PD: the prescription step stays, its messages shown.
    expect(lensStepOf(actor.getSnapshot())).toBe('prescription');
    expect(actor.getSnapshot().context.rxErrors).toHaveProperty('pd');
    followTo(actor, 'usage');
    actor.send({ type: 'lens.usage', usage: 'frame_only' });
    followTo(actor, 'index');
    expect(lensStepOf(actor.getSnapshot())).toBe('review');
    followTo(actor, 'coatings');
    expect(lensStepOf(actor.getSnapshot())).toBe('usage');
  });
});
