import { describe, expect, it } from 'vitest';
import { countdownMachine } from '../../../machines/countdown.machine';
import { countdownView } from './countdown.view';

const context = { endTime: '2030-01-01T00:00:00Z', secondsLeft: 61, error: null };

describe('countdownView', () => {
  it('running: the seconds left', () => {
    const s = countdownMachine.resolveState({ value: { running: { clock: 'ticking', sync: 'syncing' } }, context });
    expect(countdownView(s)).toEqual({ secondsLeft: 61, ended: false });
  });
  it('ended', () => {
    expect(countdownView(countdownMachine.resolveState({ value: 'ended', context: { ...context, secondsLeft: 0 } }))).toEqual({
      secondsLeft: 0,
      ended: true,
    });
  });
});
