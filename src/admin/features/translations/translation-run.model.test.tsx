import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { AdminTranslationRun, AdminTranslations } from '../../../../contract/admin-translations';
import { consoleMessages } from '../../../../contract/console-messages';
import { said } from '../../../../contract/messages';
import { translationRunMachine, type TranslationRunContext } from '../../../../machines/admin/translation-run.machine';
import { coveringPathsOf } from '../../../../tests/model/support/covering-paths';
import { afterEvent, everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { translationRunLogic } from './translation-run.actors';
import { TranslationRunPanel } from './translation-run-panel';

const run = (over: Partial<AdminTranslationRun>): AdminTranslationRun => ({
  id: 7,
  lang: 'de',
  state: 'running',
  total: 3,
  made: 0,
  translator: 'libretranslate',
  error: null,
  started_at: '2026-12-07T10:00:00.000Z',
  finished_at: null,
  ...over,
});
const going = new ApiError('conflict', 409, consoleMessages.translationRunGoing, {}, null, said('translationRunGoing'));
const ANSWERS = {
  started: run({}),
  halfway: run({ made: 2 }),
  done: run({ state: 'done', made: 3, finished_at: '2026-12-07T10:01:00.000Z' }),
  failed: run({ state: 'failed', made: 1, error: 'libretranslate: too many requests', finished_at: '2026-12-07T10:01:00.000Z' }),
};
const ctx = (s: AnyMachineSnapshot) => s.context as TranslationRunContext;
const POLL = afterEvent('poll', 'translationRun.running');

const model = createTestModel(toModelMachine(translationRunMachine), {
  events: [
    { type: 'run.start' },
    { type: 'xstate.done.actor.startRun', output: ANSWERS.started },
    { type: 'xstate.error.actor.startRun', error: going },
    { type: POLL },
    { type: 'xstate.done.actor.readRun', output: ANSWERS.halfway },
    { type: 'xstate.done.actor.readRun', output: ANSWERS.done },
    { type: 'xstate.done.actor.readRun', output: ANSWERS.failed },
    { type: 'xstate.error.actor.readRun', error: new Error('offline') },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    v: s.value,
    run: ctx(s).run?.state ?? null,
    made: ctx(s).run?.made ?? null,
  })) as never,
});

const data = (latest: AdminTranslationRun | null): AdminTranslations => ({
  lang: 'de',
  translator: 'libretranslate',
  runnable: true,
  languages: [],
  items: [],
  page: 1,
  page_size: 50,
  total: 0,
  run: latest,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe.each([
  { opened: 'with no run', latest: null },
  { opened: 'while a run is going', latest: ANSWERS.halfway },
])('translation run $opened (model: machines/admin/translation-run.machine.ts)', ({ latest }) => {
  const paths = coveringPathsOf(model, { input: { lang: 'de', run: latest } });

  it('reaches every state', () => {
    const seen = statesVisited(paths);
    for (const v of ['running', 'asking', 'ended', ...(latest ? [] : ['idle', 'starting', 'refused'])])
      expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const startRun = controlledCall<AdminTranslationRun>();
      const readRun = controlledCall<AdminTranslationRun | null>();
      let reloads = 0;
      const logic = translationRunLogic(() => reloads++).provide({ actors: { startRun: startRun.logic, readRun: readRun.logic } });
      render(
        <I18nProvider i18n={i18n}>
          <TranslationRunPanel data={data(latest)} language="Deutsch" ended={() => {}} logic={logic} />
        </I18nProvider>,
      );
      await flush();
      const button = () => screen.getByRole('button', { name: /^(Run now|Running…)$/ }) as HTMLButtonElement;
      const progress = () => screen.queryByRole('progressbar');
      let reloadsBefore = 0;
      await path.test({
        states: {
          idle: () => {
            expect(button().disabled).toBe(false);
            expect(progress()).toBeNull();
          },
          starting: () => {
            expect(button().disabled).toBe(true);
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(startRun.calls.at(-1)).toEqual({ lang: 'de' });
          },
          refused: () => {
            expect(screen.getByRole('alert').textContent).toBe(consoleMessages.translationRunGoing);
            expect(button().disabled).toBe(false);
          },
          running: (s: AnyMachineSnapshot) => {
            const r = ctx(s).run!;
            expect(screen.getByText(`Translated ${r.made} of ${r.total}`)).toBeTruthy();
            expect((progress() as HTMLProgressElement).value).toBe(r.made);
            expect(button().textContent).toBe('Running…');
            expect(button().disabled).toBe(true);
          },
          asking: () => {
            expect(readRun.calls.at(-1)).toEqual({ lang: 'de' });
            expect(progress()).toBeTruthy();
          },
          ended: (s: AnyMachineSnapshot) => {
            const r = ctx(s).run!;
            expect(progress()).toBeNull();
            const note = screen.getByRole('status').textContent!;
            expect(note).toContain(r.state === 'failed' ? `stopped after 1 of 3 texts: ${r.error}` : 'translated 3 texts');
            expect(button().disabled).toBe(false);
            expect(reloads).toBeGreaterThan(reloadsBefore);
          },
        } as never,
        events: {
          'run.start': async () => {
            if (!button().disabled) fireEvent.click(button());
            await flush(1);
          },
          'xstate.done.actor.startRun': async ({ event }: { event: { output: AdminTranslationRun } }) => {
            await startRun.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.startRun': async ({ event }: { event: { error: unknown } }) => {
            await startRun.reject(event.error);
            await flush();
          },
          [POLL]: async () => {
            await act(async () => vi.advanceTimersByTime(1_000));
            await flush();
          },
          'xstate.done.actor.readRun': async ({ event }: { event: { output: AdminTranslationRun } }) => {
            reloadsBefore = reloads;
            await readRun.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.readRun': async ({ event }: { event: { error: unknown } }) => {
            await readRun.reject(event.error);
            await flush();
          },
        } as never,
      });
    });
  }
});
