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
  it('shows 10 seconds after every new visitor token (a sign-out brings a new one)', () => {
    const { actor, clock, shown } = start({ emailSent: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS - 1);
    expect(shown()).toBe(0);
    clock.increment(1);
    expect(shown()).toBe(1);
    expect(actor.getSnapshot().value).toBe('shown');
    clock.increment(10 * EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(1);
    // Signed out: a new visitor token, and the pop-up again 10 seconds later.
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS - 1);
    expect(shown()).toBe(1);
    clock.increment(1);
    expect(shown()).toBe(2);
  });

  it('counts the 10 seconds from the newest token', () => {
    const { actor, clock, shown } = start({ emailSent: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(6_000);
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(6_000);
    expect(shown()).toBe(0);
    clock.increment(EMAIL_POPUP_DELAY_MS - 6_000);
    expect(shown()).toBe(1);
  });

  it('never shows without a new token (a returning visitor keeps theirs)', () => {
    const { clock, shown } = start({ emailSent: false, onCataloguePage: false });
    clock.increment(10 * EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
  });

  it('waits on a catalogue page for the next page that is not one', () => {
    const { actor, clock, shown } = start({ emailSent: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(3_000);
    actor.send({ type: 'route.changed', onCataloguePage: true });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
    expect(actor.getSnapshot().value).toBe('deferred');
    actor.send({ type: 'route.changed', onCataloguePage: true });
    expect(shown()).toBe(0);
    actor.send({ type: 'route.changed', onCataloguePage: false });
    expect(shown()).toBe(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('a visit to a catalogue page that ends before the 10 seconds does not move them', () => {
    const { actor, clock, shown } = start({ emailSent: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(3_000);
    actor.send({ type: 'route.changed', onCataloguePage: true });
    actor.send({ type: 'route.changed', onCataloguePage: false });
    clock.increment(EMAIL_POPUP_DELAY_MS - 3_000);
    expect(shown()).toBe(1);
  });

  it('a token made on a catalogue page brings it on the next page that is not one', () => {
    const { actor, clock, shown } = start({ emailSent: false, onCataloguePage: true });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
    actor.send({ type: 'route.changed', onCataloguePage: false });
    expect(shown()).toBe(1);
  });

  it('stays away from a device that already sent its e-mail, whatever new tokens come', () => {
    const { actor, clock, shown } = start({ emailSent: true, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('once the e-mail is sent, no later token brings it back, and a pending one is dropped', () => {
    const { actor, clock, shown } = start({ emailSent: false, onCataloguePage: false });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    actor.send({ type: 'email.sent' });
    actor.send({ type: 'visitor.tokenCreated' });
    clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(shown()).toBe(1);
    const other = start({ emailSent: false, onCataloguePage: false });
    other.actor.send({ type: 'visitor.tokenCreated' });
    other.actor.send({ type: 'email.sent' });
    other.clock.increment(EMAIL_POPUP_DELAY_MS);
    expect(other.shown()).toBe(0);
  });
});
