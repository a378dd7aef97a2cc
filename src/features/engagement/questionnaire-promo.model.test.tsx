import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { QuestionnairePopup, QuestionnaireStart } from '../../../contract/questionnaire';
import { messages } from '../../../contract/messages';
import { questionnairePromoMachine } from '../../../machines/questionnaire-promo.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, externalValue, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { OverlaysContext } from '../../app/overlays/overlays-provider';
import { storage } from '../../app/storage';
import QuestionnairePromoDialog from './questionnaire-promo-dialog';
import { QuestionnairePromoRunner } from './questionnaire-promo-runner';
import { questionnairePromoLogic } from './questionnaire-promo.actors';

/** The session as the runner reads it: it has a token; signed in or not, changed by the test. */
const session = externalValue(false);
vi.mock('../../app/session/selectors', () => ({
  useIsSignedIn: () => useSyncExternalStore(session.subscribe, session.get),
  useSessionToken: () => 'a-token',
}));

const promo: QuestionnairePopup = {
  id: 1,
  title: 'How do you choose your glasses?',
  s3_img: '/images/a.svg',
  s3_wap_img: '/images/b.svg',
  reward: { kind: 'points', points: 50, coupon_id: null, coupon_title: '' },
};
const goodUrl = 'http://localhost/questionnaire/1?t=ticket';

type Route = { isHome: boolean; emailPopupShowing: boolean; isSignedIn: boolean; suppressed: boolean };

/**
 * A shopper moving around: to / (with the e-mail dialog up or not, the device suppressed or not),
 * elsewhere; signing in or out; the server's answers; the promo's buttons.
 */
const model = createTestModel(toModelMachine(questionnairePromoMachine), {
  events: (state: AnyMachineSnapshot) => {
    const signedIn = state.context.isSignedIn as boolean;
    const route = (r: Partial<Route>) => ({
      type: 'route.changed',
      isHome: true,
      emailPopupShowing: false,
      isSignedIn: signedIn,
      suppressed: false,
      ...r,
    });
    return [
      route({}),
      route({ suppressed: true }),
      route({ emailPopupShowing: true }),
      route({ isHome: false }),
      { type: 'session.changed', isSignedIn: !signedIn },
      { type: 'xstate.done.actor.popUpWindow', output: promo },
      { type: 'xstate.done.actor.popUpWindow', output: null },
      { type: 'xstate.error.actor.popUpWindow', error: new Error('offline') },
      { type: 'promo.start' },
      { type: 'promo.dismiss' },
      { type: 'xstate.done.actor.startQuestionnaire', output: { id: 1, questionnaire_url: goodUrl } },
      { type: 'xstate.done.actor.startQuestionnaire', output: { id: 1, questionnaire_url: 'javascript:alert(1)' } },
      { type: 'xstate.error.actor.startQuestionnaire', error: new Error('refused') },
    ] as never;
  },
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, signedIn: s.context.isSignedIn })) as never,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => {
  localStorage.clear();
  session.set(false);
});

describe('questionnaire promo (model: every state and transition of questionnaire-promo.machine)', () => {
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['idle', 'checking', 'shown', 'waitingForSignIn', 'starting', 'open']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const checks = calls<QuestionnairePopup | null>();
      const starts = calls<QuestionnaireStart, { id: number }>();
      const logic = questionnairePromoLogic.provide({
        actors: {
          popUpWindow: fromPromise(() => checks.start(undefined)),
          startQuestionnaire: fromPromise(({ input }) => starts.start(input)),
        },
      });
      let overlays: ReturnType<typeof OverlaysContext.useActorRef> | null = null;
      function Host() {
        overlays = OverlaysContext.useActorRef();
        const { overlay, props } = OverlaysContext.useSelector((s) => s.context);
        if (overlay !== 'questionnaire-promo') return null;
        return <QuestionnairePromoDialog props={props} closing={false} onClose={() => overlays!.send({ type: 'overlay.close' })} />;
      }
      const { Wrapper, location } = shellHarness({ i18n, path: '/start' });
      render(
        <Wrapper>
          <Host />
          <QuestionnairePromoRunner logic={logic} />
        </Wrapper>,
      );
      await flush();
      const overlay = () => overlays!.getSnapshot().context.overlay;
      const props = () => overlays!.getSnapshot().context.props as { start?(): void; dismiss?(): void };
      // The promo's buttons; once another overlay replaced it, the functions it was given.
      let promoButtons: { start(): void; dismiss(): void } | null = null;
      let iframeDismiss: (() => void) | null = null;
      let step = 0;
      const suppressedUntil = () => storage.get('questionnaireSuppressedUntil');

      await path.test({
        states: {
          idle: () => expect(['questionnaire-promo', 'questionnaire-iframe']).not.toContain(overlay()),
          checking: () => expect(checks.list.length).toBeGreaterThan(0),
          shown: () => {
            expect(overlay()).toBe('questionnaire-promo');
            expect(screen.getByRole('dialog', { name: 'A few questions for you' })).toBeTruthy();
            expect(screen.getByText('Earn 50 points')).toBeTruthy();
            expect(suppressedUntil()).toBeGreaterThan(Date.now() + 86_000_000);
            promoButtons = { start: props().start!, dismiss: props().dismiss! };
          },
          waitingForSignIn: () => expect(overlay()).toBe('login'),
          starting: () => expect(starts.last.input).toEqual({ id: 1 }),
          open: () => {
            expect(overlay()).toBe('questionnaire-iframe');
            expect(overlays!.getSnapshot().context.props).toMatchObject({ id: 1, url: goodUrl });
            iframeDismiss = props().dismiss!;
          },
        },
        events: {
          'route.changed': async ({ event }: { event: Route }) => {
            if (event.emailPopupShowing) await act(async () => overlays!.send({ type: 'overlay.open', overlay: 'email-catalogue' }));
            if (event.suppressed) storage.set('questionnaireSuppressedUntil', Date.now() + 60_000);
            else storage.remove('questionnaireSuppressedUntil');
            step++;
            await act(async () => location.navigate(event.isHome ? `/?step=${step}` : `/cart?step=${step}`));
            // Leaving a page closes any overlay (the shell's rule); the e-mail dialog was up as the route changed.
            await act(async () => overlays!.send({ type: 'route.changed' }));
            await flush();
          },
          'session.changed': async ({ event }: { event: { isSignedIn: boolean } }) => {
            await act(async () => session.set(event.isSignedIn));
            await flush();
          },
          'xstate.done.actor.popUpWindow': async ({ event }: { event: { output: QuestionnairePopup | null } }) => {
            await act(async () => checks.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.popUpWindow': async () => {
            await act(async () => checks.last.d.reject(new Error('offline')));
            await flush();
          },
          'promo.start': async () => {
            if (overlay() === 'questionnaire-promo') fireEvent.click(screen.getByRole('button', { name: 'Take the questionnaire' }));
            else await act(async () => promoButtons!.start());
            await flush();
          },
          'promo.dismiss': async () => {
            if (overlay() === 'questionnaire-promo') fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
            else if (overlay() === 'questionnaire-iframe') {
              // The sheet's close button: the promo hears it, and the overlay closes.
              await act(async () => {
                iframeDismiss!();
                overlays!.send({ type: 'overlay.close' });
              });
            } else await act(async () => promoButtons!.dismiss());
            await flush();
          },
          'xstate.done.actor.startQuestionnaire': async ({ event }: { event: { output: QuestionnaireStart } }) => {
            await act(async () => starts.last.d.resolve(event.output));
            await flush();
            // A url that breaks the rule is the warning 'url error' (spec sections 5 and 8), not an error.
            if (event.output.questionnaire_url !== goodUrl) {
              expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(messages.urlError);
              expect(screen.getByText(messages.urlError).closest('[data-kind]')!.getAttribute('data-kind')).toBe('warning');
            }
          },
          'xstate.error.actor.startQuestionnaire': async () => {
            await act(async () => starts.last.d.reject(new Error('refused')));
            await flush();
          },
        } as never,
      });
    });
  }
});
