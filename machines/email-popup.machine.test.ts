import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { EMAIL_POPUP_DELAY_MS } from '../contract/constants';
import { emailPopupMachine, type EmailPopupInput } from './email-popup.machine';

function start(input: EmailPopupInput) {
  const clock = new SimulatedClock();
  let shown = 0;
  const logic = emailPopupMachine.provide({ actions: { showPopup: () => void shown++ } });
  const actor = createActor(logic, { input, clock }).start();
  return { actor, clock, shown: () => shown };
}

describe('e-mail catalogue pop-up timing', () => {
  it('shows 10 seconds after a new visitor token, once', () => {
    const { actor, clock, shown } = start({ shownBefore: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS - 1);
    expect(shown()).toBe(0);
    clock.increment(1);
    expect(shown()).toBe(1);
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(1);
  });

  it('never shows without a new token (a returning visitor keeps theirs)', () => {
    const { clock, shown } = start({ shownBefore: false, onCataloguePage: false });
    clock.increment(10 * EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
  });

  it('is cancelled by going onto a catalogue page; the next new token may bring it', () => {
    const { actor, clock, shown } = start({ shownBefore: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(3_000);
    actor.send({ type: 'route.changed', onCataloguePage: true });
    actor.send({ type: 'route.changed', onCataloguePage: false });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(1);
  });

  it('does not show when the time comes on a catalogue page (the token was made there)', () => {
    const { actor, clock, shown } = start({ shownBefore: false, onCataloguePage: true });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
  });

  it('stays away from a device that was shown it lately', () => {
    const { actor, clock, shown } = start({ shownBefore: true, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
