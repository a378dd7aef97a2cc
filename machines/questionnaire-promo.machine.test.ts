import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QuestionnairePopup, QuestionnaireStart } from '../contract/questionnaire';
import { questionnairePromoMachine, type QuestionnairePromoEvent } from './questionnaire-promo.machine';

const promo: QuestionnairePopup = {
  id: 7,
  title: 'How do you choose your glasses?',
  s3_img: '/a.svg',
  s3_wap_img: '/b.svg',
  reward: { kind: 'points', points: 50, coupon_id: null, coupon_title: '' },
};

function start(opts: { offer?: QuestionnairePopup | null; url?: string; failStart?: boolean } = {}) {
  const told: string[] = [];
  let checks = 0;
  const logic = questionnairePromoMachine.provide({
    actors: {
      popUpWindow: fromPromise<QuestionnairePopup | null>(async () => {
        checks++;
        return opts.offer === undefined ? promo : opts.offer;
      }),
      startQuestionnaire: fromPromise<QuestionnaireStart, { id: number }>(async ({ input }) => {
        if (opts.failStart) throw new Error('refused');
        return { id: input.id, questionnaire_url: opts.url ?? `https://shop.example/questionnaire/${input.id}?t=abc` };
      }),
    },
    actions: {
      showPromo: (_, { promo: p }) => told.push(`promo ${p.id}`),
      suppress: () => told.push('suppress'),
      askToSignIn: () => told.push('signIn'),
      openQuestionnaire: (_, { url }) => told.push(`open ${url}`),
      warnUrlError: () => told.push('url error'),
    },
  });
  const actor = createActor(logic).start();
  return { actor, told, checks: () => checks };
}

const route = (over: Partial<Extract<QuestionnairePromoEvent, { type: 'route.changed' }>> = {}): QuestionnairePromoEvent => ({
  type: 'route.changed',
  isHome: true,
  emailPopupShowing: false,
  isSignedIn: false,
  suppressed: false,
  ...over,
});

describe('questionnaire promo', () => {
  it('checks at / and shows a questionnaire with an id, then sets the suppression', async () => {
    const { actor, told } = start();
    actor.send(route());
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(told).toEqual(['promo 7', 'suppress']);
  });

  it('does not check away from /, while the e-mail dialog is shown, or for a suppressed visitor', () => {
    const { actor, checks } = start();
    actor.send(route({ isHome: false }));
    actor.send(route({ emailPopupShowing: true }));
    actor.send(route({ emailPopupShowing: true, isSignedIn: true }));
    actor.send(route({ suppressed: true }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(checks()).toBe(0);
  });

  it('always checks a signed-in customer, suppression or not', async () => {
    const { actor } = start();
    actor.send(route({ isSignedIn: true, suppressed: true }));
    await waitFor(actor, (s) => s.matches('shown'));
  });

  it('shows nothing when the answer has no id (null, or id 0) or the check fails', async () => {
    for (const offer of [null, { ...promo, id: 0 }]) {
      const { actor, told } = start({ offer });
      actor.send(route());
      await waitFor(actor, (s) => s.matches('idle'));
      expect(told).toEqual([]);
    }
  });

  it("starts a signed-in customer's questionnaire in the iframe", async () => {
    const { actor, told } = start();
    actor.send(route({ isSignedIn: true }));
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'promo.start' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(told.at(-1)).toBe('open https://shop.example/questionnaire/7?t=abc');
  });

  it('asks a visitor to sign in first, then goes on', async () => {
    const { actor, told } = start();
    actor.send(route());
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'promo.start' });
    expect(actor.getSnapshot().value).toBe('waitingForSignIn');
    actor.send({ type: 'promo.start' });
    actor.send({ type: 'session.changed', isSignedIn: false });
    expect(told.filter((t) => t === 'signIn')).toHaveLength(2);
    actor.send({ type: 'session.changed', isSignedIn: true });
    await waitFor(actor, (s) => s.matches('open'));
  });

  it("warns 'url error' instead of opening a url that breaks the rule", async () => {
    for (const url of ['javascript:alert(1)', 'https://shop.example/a b']) {
      const { actor, told } = start({ url });
      actor.send(route({ isSignedIn: true }));
      await waitFor(actor, (s) => s.matches('shown'));
      actor.send({ type: 'promo.start' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(told.at(-1)).toBe('url error');
    }
  });

  it('goes back to idle when the start is refused, when dismissed and on leaving /', async () => {
    const refused = start({ failStart: true });
    refused.actor.send(route({ isSignedIn: true }));
    await waitFor(refused.actor, (s) => s.matches('shown'));
    refused.actor.send({ type: 'promo.start' });
    await waitFor(refused.actor, (s) => s.matches('idle'));

    const { actor } = start();
    actor.send(route({ isSignedIn: true }));
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'promo.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send(route({ isSignedIn: true }));
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send(route({ isHome: false, isSignedIn: true }));
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
