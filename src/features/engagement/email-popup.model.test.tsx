import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createTestModel } from '@xstate/graph';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { EMAIL_POPUP_DELAY_MS } from '../../../contract/constants';
import { emailPopupMachine } from '../../../machines/email-popup.machine';
import { afterEvent, everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { OverlaysContext } from '../../app/overlays/overlays-provider';
import { storage } from '../../app/storage';
import { EmailPopupTimer } from './email-popup-timer';

/** The session's count of visitor tokens it obtained, moved by the test. */
const tokens = (() => {
  let issued = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => issued,
    reset: () => void (issued = 0),
    next() {
      issued++;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
})();
vi.mock('../../app/session/selectors', () => ({
  useVisitorTokensIssued: () => useSyncExternalStore(tokens.subscribe, tokens.get),
}));

const CATALOGUE = '/optical-frames-online-catalog-z';

/** A visitor: new tokens, pages (a catalogue one or not), and the 10 seconds passing. */
const model = createTestModel(toModelMachine(emailPopupMachine), {
  events: [
    { type: 'visitor.tokenCreated' },
    { type: 'route.changed', onCataloguePage: true },
    { type: 'route.changed', onCataloguePage: false },
    { type: afterEvent('showAfter', 'emailPopup.waiting') },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    onCataloguePage: s.context.onCataloguePage,
    shownBefore: s.context.shownBefore,
  })) as never,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => {
  tokens.reset();
  localStorage.clear();
});

describe('e-mail catalogue pop-up timing (model: every state and transition of email-popup.machine)', () => {
  const starts = [
    { shownBefore: false, onCataloguePage: false },
    { shownBefore: true, onCataloguePage: false },
  ];
  const paths = starts.flatMap((start) => model.getShortestPaths({ input: start } as never).map((p) => Object.assign(p, { start })));

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['idle', 'waiting', 'cancelled', 'shown']));
  });

  for (const path of paths) {
    it(`${path.start.shownBefore ? 'a device shown it lately' : 'a new device'}: ${pathName(path)}`, async () => {
      if (path.start.shownBefore) storage.set('emailPopupShownAt', Date.now() - 1000);
      const clock = new SimulatedClock();
      let overlays: ReturnType<typeof OverlaysContext.useActorRef> | null = null;
      function Grab() {
        overlays = OverlaysContext.useActorRef();
        return null;
      }
      const { Wrapper, location } = shellHarness({ i18n });
      render(
        <Wrapper>
          <Grab />
          <EmailPopupTimer clock={clock} />
        </Wrapper>,
      );
      await flush();
      const open = () => overlays!.getSnapshot().context.overlay === 'email-catalogue';
      // Once shown, the pop-up stays open until the shopper leaves the page (every overlay closes then).
      let leftSinceShown = false;

      await path.test({
        states: {
          idle: () => expect(open()).toBe(false),
          waiting: () => expect(open()).toBe(false),
          cancelled: () => expect(open()).toBe(false),
          shown: () => {
            expect(open()).toBe(!leftSinceShown);
            expect(typeof storage.get('emailPopupShownAt')).toBe('number');
          },
        },
        events: {
          'visitor.tokenCreated': async () => {
            await act(async () => tokens.next());
            await flush();
          },
          'route.changed': async ({ event }: { event: { onCataloguePage: boolean } }) => {
            // Leaving a page closes any overlay (the shell's rule), so the pop-up seen before goes too.
            if (open()) leftSinceShown = true;
            await act(async () => location.navigate(event.onCataloguePage ? CATALOGUE : `/goods-list/${Math.random()}`));
            await act(async () => overlays!.send({ type: 'route.changed' }));
            await flush();
          },
          [afterEvent('showAfter', 'emailPopup.waiting')]: async () => {
            await act(async () => clock.increment(EMAIL_POPUP_DELAY_MS));
            await flush();
          },
        } as never,
      });
    });
  }
});
