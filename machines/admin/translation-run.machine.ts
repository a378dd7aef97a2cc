import { assign, setup } from 'xstate';
import type { AdminTranslationRun } from '../../contract/admin-translations';
import type { LanguageCode } from '../../contract/constants';
import { providedCall } from '../provided';

export interface TranslationRunInput {
  lang: LanguageCode;
  /** The language's latest run as the page read it (one still running is followed). */
  run: AdminTranslationRun | null;
}

export interface TranslationRunContext extends TranslationRunInput {
  /** The server's refusal of Run now (409: one is going, no translator), shown beside the button. */
  error: unknown;
}

export type TranslationRunEvent = { type: 'run.start' };

/**
 * The translation job for one language, run from the console's Translations page: started (the
 * server translates in the background, batch by batch), followed by asking for its progress every
 * `poll` until it has ended, then the page reads its counts again. A run already going when the
 * page opens (started by someone else, or before a reload) is followed the same way. A failed ask
 * for the progress is asked again at the next poll: the run goes on at the server either way.
 */
export const translationRunMachine = setup({
  types: {
    input: {} as TranslationRunInput,
    context: {} as TranslationRunContext,
    events: {} as TranslationRunEvent,
    tags: {} as 'busy' | 'running' | 'ended' | 'refused',
  },
  actors: {
    /** POST api/admin/translations/run {lang}: the run as it starts. */
    startRun: providedCall<AdminTranslationRun, { lang: LanguageCode }>('startRun'),
    /** GET api/admin/translations/run?lang=: the language's latest run. */
    readRun: providedCall<AdminTranslationRun | null, { lang: LanguageCode }>('readRun'),
  },
  delays: {
    /** How often the progress is asked for (TRANSLATION_LIMITS.pollMs), provided by the app. */
    poll: 1_000,
  },
  guards: {
    isRunning: ({ context }) => context.run?.state === 'running',
    stillRunning: (_, { run }: { run: AdminTranslationRun | null }) => run?.state === 'running',
  },
  actions: {
    setRun: assign((_, { run }: { run: AdminTranslationRun | null }) => ({ run, error: null })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Provided by the app: the run has ended, so the page reads the language's texts and counts again. */
    tellEnded: () => {},
  },
}).createMachine({
  id: 'translationRun',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isRunning', target: 'running' }, { target: 'idle' }],
    },
    idle: {
      description: 'No run going: the latest one (if any) is shown with how it ended; Run now starts one.',
      on: { 'run.start': 'starting' },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startRun',
        src: 'startRun',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: { target: 'running', actions: { type: 'setRun', params: ({ event }) => ({ run: event.output }) } },
        onError: { target: 'refused', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      description: 'The server refused the run (one is going already, or no translator has the language): it says why.',
      tags: ['refused'],
      on: { 'run.start': 'starting' },
    },
    running: {
      description: 'The run is going at the server: its progress is shown, and asked for again after `poll`.',
      tags: ['busy', 'running'],
      after: { poll: 'asking' },
    },
    asking: {
      tags: ['busy', 'running'],
      invoke: {
        id: 'readRun',
        src: 'readRun',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: [
          {
            guard: { type: 'stillRunning', params: ({ event }) => ({ run: event.output }) },
            target: 'running',
            actions: { type: 'setRun', params: ({ event }) => ({ run: event.output }) },
          },
          { target: 'ended', actions: [{ type: 'setRun', params: ({ event }) => ({ run: event.output }) }, 'tellEnded'] },
        ],
        onError: 'running',
      },
    },
    ended: {
      description: 'The run has ended (done, or failed with the reason): the page shows the new counts; Run now starts another.',
      tags: ['ended'],
      on: { 'run.start': 'starting' },
    },
  },
});
