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
import { OverlayHost, OverlaysContext } from '../../app/overlays/overlays-provider';
import { storage } from '../../app/storage';
import { EmailPopupTimer } from './email-popup-timer';
import { rememberEmailSent } from './email-popup.actors';

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
    { type: 'email.sent' },
    { type: afterEvent('showAfter', 'emailPopup.waiting') },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    onCataloguePage: s.context.onCataloguePage,
    emailSent: s.context.emailSent,
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
    { emailSent: false, onCataloguePage: false },
    { emailSent: true, onCataloguePage: false },
    { emailSent: false, onCataloguePage: true },
  ];
  const paths = starts.flatMap((start) => model.getShortestPaths({ input: start } as never).map((p) => Object.assign(p, { start })));

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['idle', 'waiting', 'deferred', 'shown']));
  });

  for (const path of paths) {
    const device = path.start.emailSent ? 'a device that sent its e-mail' : 'a new device';
    it(`${device}${path.start.onCataloguePage ? ', on a catalogue page' : ''}: ${pathName(path)}`, async () => {
      if (path.start.emailSent) storage.set('emailCatalogueSent', true);
      const clock = new SimulatedClock();
      let overlays: ReturnType<typeof OverlaysContext.useActorRef> | null = null;
      function Grab() {
        overlays = OverlaysContext.useActorRef();
        return null;
      }
      const { Wrapper, location } = shellHarness({ i18n, path: path.start.onCataloguePage ? CATALOGUE : '/' });
      render(
        <Wrapper>
          <Grab />
          <EmailPopupTimer clock={clock} />
          <OverlayHost />
        </Wrapper>,
      );
      await flush();
      const open = () => overlays!.getSnapshot().context.overlay === 'email-catalogue';
      // Once shown, the pop-up stays open until the shopper leaves the page (every overlay closes then),
      // whatever the timing does meanwhile (a new token, the e-mail sent).
      let visible = false;
      let last: unknown = null;
      const check = (value: string) => {
        if (value === 'shown' && last !== 'shown') visible = true;
        last = value;
        expect(open()).toBe(visible);
      };

      await path.test({
        states: {
          idle: () => check('idle'),
          waiting: () => check('waiting'),
          deferred: () => check('deferred'),
          shown: () => check('shown'),
        },
        events: {
          'visitor.tokenCreated': async () => {
            await act(async () => tokens.next());
            await flush();
          },
          'route.changed': async ({ event }: { event: { onCataloguePage: boolean } }) => {
            // Leaving a page closes any overlay (the shell's rule), so the pop-up seen before goes too.
            visible = false;
            // The shell's overlay host closes the overlays of the page left (then the new page's may open).
            await act(async () => location.navigate(event.onCataloguePage ? CATALOGUE : `/goods-list/${Math.random()}`));
            await flush();
          },
          'email.sent': async () => {
            // What the pop-up's form does once the e-mail went out (catalogue-form.actors.ts).
            await act(async () => rememberEmailSent());
            await flush();
            expect(storage.get('emailCatalogueSent')).toBe(true);
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
